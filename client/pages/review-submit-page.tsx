import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function ReviewSubmitPage() {
  return <ScreenPlaceholder screen="reviewSubmit" />;
}
