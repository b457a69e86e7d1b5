import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function MilitaryStatusPage() {
  return <ScreenPlaceholder screen="militaryStatus" />;
}
