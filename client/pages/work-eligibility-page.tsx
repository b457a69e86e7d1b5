import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function WorkEligibilityPage() {
  return <ScreenPlaceholder screen="workEligibility" />;
}
