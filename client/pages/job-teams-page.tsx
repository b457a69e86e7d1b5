import { teamCards } from '../../shared/job-cards';
import { useLoaderData } from 'react-router';
import { useSiteText } from '../app/use-site';
import { jobCardCountsLoader } from '../jobs/job-card-counts';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [jobCardsStyles] };
export const loader = jobCardCountsLoader(teamCards);
export const head: ScreenHead = {
  title: `Teams | ${careersTitle}`,
  description: `Browse open jobs at {site} on different teams.`,
  heading: 'Find jobs by team',
};

export const meta = metaFor(head);

export default function JobTeamsPage() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <CardPageIntro heading={useSiteText(head.heading)} subtitle="Browse open jobs on different teams" />
      <JobCardGrid cards={teamCards} counts={counts} />
    </>
  );
}
