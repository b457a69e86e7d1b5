import { teamCards } from '../../shared/job-cards';
import { useSiteText } from '../app/use-site';
import { screenHeads, screenMeta } from '../page-heads';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';

export const handle = { styles: [jobCardsStyles] };
export const meta = screenMeta('jobTeams');

export default function JobTeamsPage() {
  return (
    <>
      <CardPageIntro
        heading={useSiteText(screenHeads.jobTeams.heading)}
        subtitle="Browse open jobs on different teams"
      />
      <JobCardGrid cards={teamCards} />
    </>
  );
}
