import { Link, useLoaderData } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { relativeAge } from '../../shared/relative-age';
import { BlogProblemPage } from '../blog/blog-problem';
import { useNow } from '../blog/use-now';
import type { BlogArticleData } from '../route-loaders';
import '../blog/blog.css';

export default function BlogArticlePage() {
  const { article, now: renderedAt } = useLoaderData<BlogArticleData>();
  const now = useNow(renderedAt);

  return (
    <article className="blog-article">
      <img className="blog-article-banner" src={article.imageUrl} alt="" width={1200} height={400} />
      <p className="article-meta">
        <span>{article.category}</span> ·{' '}
        <time dateTime={article.createdAt}>{relativeAge(article.createdAt, now)}</time>
      </p>
      <h1>{article.title}</h1>
      {/* Sanitized by the BFF with an allowlist before it was cached (server/blog/sanitize-article-html.ts). */}
      <div className="article-content" dangerouslySetInnerHTML={{ __html: article.content }} />
      <p>
        <Link to={pathOf('blogList')}>← All articles</Link>
      </p>
    </article>
  );
}

export { BlogProblemPage as ErrorBoundary };
