import { useSite, useSiteText } from '../app/use-site';
import { jobCardsLoader } from '../jobs/job-cards-loader';
import { JobsProblemPage } from '../jobs/jobs-problem';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/job-categories-page';

export const handle = { styles: [jobCardsStyles] };
/** The seed's categories with its embedded jobs, else the departments of the open jobs. */
export const loader = jobCardsLoader('categories');
export const head: ScreenHead = {
  title: `Job Categories | ${careersTitle}`,
  description: 'The open jobs at {site} by job category.',
  heading: 'Find jobs by job category',
};

export const meta = metaFor(head);

export default function JobCategoriesPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <CardPageIntro heading={useSiteText(head.heading)} subtitle={useSite().texts.jobCategories} />
      <JobCardGrid kind="categories" data={data} />
    </>
  );
}

export { JobsProblemPage as ErrorBoundary };
