import { jobCategoryCards } from '../../shared/job-cards';
import { useSiteText } from '../app/use-site';
import { screenHeads } from '../page-heads';
import { CardPageIntro } from '../site/card-page-intro';
import { JobCardGrid } from '../site/job-card-grid';
import '../site/job-cards.css';

export default function JobCategoriesPage() {
  return (
    <>
      <CardPageIntro
        heading={useSiteText(screenHeads.jobCategories.heading)}
        subtitle="Browse open jobs on different job categories"
      />
      <JobCardGrid cards={jobCategoryCards} />
    </>
  );
}
