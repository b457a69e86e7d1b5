import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function JobCategoriesPage() {
  return <ScreenPlaceholder screen="jobCategories" />;
}
