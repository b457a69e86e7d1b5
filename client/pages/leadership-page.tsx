import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function LeadershipPage() {
  return <ScreenPlaceholder screen="leadership" />;
}
