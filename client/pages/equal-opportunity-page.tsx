import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function EqualOpportunityPage() {
  return <ScreenPlaceholder screen="equalOpportunity" />;
}
