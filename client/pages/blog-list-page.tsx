import { ArticleCard } from '../blog/article-card';
import { BlogProblemPage } from '../blog/blog-problem';
import { CategoryNav } from '../blog/category-nav';
import { useSiteText } from '../app/use-site';
import { blogListLoader } from '../blog/blog-data';
import blogStyles from '../blog/blog.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/blog-list-page';

export const handle = { styles: [blogStyles] };
export const head: ScreenHead = {
  title: `Blog | ${careersTitle}`,
  description: `Stories, hiring tips and news from the people of {site}.`,
  heading: `The {site} Careers Blog`,
};

export const meta = metaFor(head);
export const loader = blogListLoader;

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  // Ages as of the render ("3 days ago"): the page does not hydrate, and is cached for a minute.
  const { articles, category, now } = loaderData;
  const categories = [...new Set(articles.map((article) => article.category))];
  const shown = category === null ? articles : articles.filter((article) => article.category === category);
  const heading = useSiteText(head.heading);
  const description = useSiteText(head.description);

  return (
    <>
      <section className="blog-banner">
        <h1>{heading}</h1>
        <p>{description}</p>
      </section>
      <div className="blog-layout">
        <CategoryNav categories={categories} selected={category} />
        <section aria-label={category ?? 'All articles'}>
          {shown.length === 0 ? (
            <p>No articles yet. Please come back soon.</p>
          ) : (
            <ul className="article-grid">
              {shown.map((article) => (
                <li key={article._id}>
                  <ArticleCard article={article} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export { BlogProblemPage as ErrorBoundary };
