import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function DiversityPage() {
  return <ScreenPlaceholder screen="diversity" />;
}
