import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function JobDetailPage() {
  return <ScreenPlaceholder screen="jobDetail" />;
}
