import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function EducationPage() {
  return <ScreenPlaceholder screen="education" />;
}
