import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function JobTeamsPage() {
  return <ScreenPlaceholder screen="jobTeams" />;
}
