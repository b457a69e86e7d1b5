import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function ResumePage() {
  return <ScreenPlaceholder screen="resume" />;
}
