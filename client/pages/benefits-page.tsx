import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function BenefitsPage() {
  return <ScreenPlaceholder screen="benefits" />;
}
