import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function AcknowledgePage() {
  return <ScreenPlaceholder screen="acknowledge" />;
}
