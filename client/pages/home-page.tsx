import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function HomePage() {
  return <ScreenPlaceholder screen="home" />;
}
