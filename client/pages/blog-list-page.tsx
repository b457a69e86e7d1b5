import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function BlogListPage() {
  return <ScreenPlaceholder screen="blogList" />;
}
