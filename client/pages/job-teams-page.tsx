import { useSite, useSiteText } from '../app/use-site';
import { jobCardsLoader } from '../jobs/job-cards-loader';
import { JobsProblemPage } from '../jobs/jobs-problem';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/job-teams-page';

export const handle = { styles: [jobCardsStyles] };
/** The seed's teams with its embedded jobs, else the teams of the open jobs. */
export const loader = jobCardsLoader('teams');
export const head: ScreenHead = {
  title: `Teams | ${careersTitle}`,
  description: 'The open jobs at {site} by team.',
  heading: 'Find jobs by team',
};

export const meta = metaFor(head);

export default function JobTeamsPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <CardPageIntro heading={useSiteText(head.heading)} subtitle={useSite().texts.jobTeams} />
      <JobCardGrid kind="teams" data={data} />
    </>
  );
}

export { JobsProblemPage as ErrorBoundary };
