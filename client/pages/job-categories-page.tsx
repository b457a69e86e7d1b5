import { jobCategoryCards } from '../../shared/job-cards';
import { useLoaderData } from 'react-router';
import { useSiteText } from '../app/use-site';
import { jobCardCountsLoader } from '../jobs/job-card-counts';
import { screenHeads, screenMeta } from '../page-heads';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import jobCardsStyles from '../site/job-cards.css?url';

export const handle = { styles: [jobCardsStyles] };
export const loader = jobCardCountsLoader(jobCategoryCards);
export const meta = screenMeta('jobCategories');

export default function JobCategoriesPage() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <CardPageIntro
        heading={useSiteText(screenHeads.jobCategories.heading)}
        subtitle="Browse open jobs on different job categories"
      />
      <JobCardGrid cards={jobCategoryCards} counts={counts} />
    </>
  );
}
