import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { relativeAge } from '../../shared/relative-age';
import { BlogProblemPage } from '../blog/blog-problem';
import { blogArticleLoader } from '../blog/blog-data';
import { metaOf, type ScreenHead, careersTitle } from '../page-head';
import { summaryOf } from '../../shared/article';
import blogStyles from '../blog/blog.css?url';
import type { Route } from './+types/blog-article-page';

export const handle = { styles: [blogStyles] };
export const loader = blogArticleLoader;

// The article's own title and excerpt; when it could not be loaded, the fixed head stands.
export const head: ScreenHead = {
  title: `Article | ${careersTitle}`,
  description: `An article from the {site} careers blog.`,
  heading: 'Article',
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const article = loaderData?.article;
  const shown = article
    ? { title: `${article.title} | {site} Careers Blog`, description: summaryOf(article, 155) }
    : head;
  return metaOf(shown, matches);
};

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  // Ages as of the render ("3 days ago"): the page does not hydrate, and is cached for a minute.
  const { article, now } = loaderData;

  return (
    <article className="blog-article">
      <img className="blog-article-banner" src={article.imageUrl} alt="" width={1200} height={400} />
      <p className="article-meta">
        <span>{article.category}</span> ·{' '}
        <time dateTime={article.createdAt}>{relativeAge(article.createdAt, now)}</time>
      </p>
      <h1>{article.title}</h1>
      {article.author && <p className="article-author">{`By ${article.author}`}</p>}
      {/* Sanitized by the BFF with an allowlist before it was cached (server/blog/sanitize-article-html.ts). */}
      <div className="article-content" dangerouslySetInnerHTML={{ __html: article.content }} />
      <p>
        <Link to={pathOf('blogList')}>← All articles</Link>
      </p>
    </article>
  );
}

export { BlogProblemPage as ErrorBoundary };
