import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function CulturePage() {
  return <ScreenPlaceholder screen="culture" />;
}
