import { jobCategoryCards } from '../../shared/job-cards';
import { useLoaderData } from 'react-router';
import { useSiteText } from '../app/use-site';
import { jobCardCountsLoader } from '../jobs/job-card-counts';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [jobCardsStyles] };
export const loader = jobCardCountsLoader(jobCategoryCards);
export const head: ScreenHead = {
  title: `Job Categories | ${careersTitle}`,
  description: `Browse open jobs at {site} on different job categories.`,
  heading: 'Find jobs by job category',
};

export const meta = metaFor(head);

export default function JobCategoriesPage() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <CardPageIntro heading={useSiteText(head.heading)} subtitle="Browse open jobs on different job categories" />
      <JobCardGrid cards={jobCategoryCards} counts={counts} />
    </>
  );
}
