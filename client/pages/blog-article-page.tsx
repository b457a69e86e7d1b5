import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function BlogArticlePage() {
  return <ScreenPlaceholder screen="blogArticle" />;
}
