import { teamCards } from '../../shared/job-cards';
import { useLoaderData } from 'react-router';
import { useSiteText } from '../app/use-site';
import { jobCardCountsLoader } from '../jobs/job-card-counts';
import { screenHeads, screenMeta } from '../page-heads';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';

export const handle = { styles: [jobCardsStyles] };
export const loader = jobCardCountsLoader(teamCards);
export const meta = screenMeta('jobTeams');

export default function JobTeamsPage() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <CardPageIntro
        heading={useSiteText(screenHeads.jobTeams.heading)}
        subtitle="Browse open jobs on different teams"
      />
      <JobCardGrid cards={teamCards} counts={counts} />
    </>
  );
}
