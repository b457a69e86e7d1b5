import { type Article, isArticleId } from '../../shared/article';
import { notFound, orUnavailable, type PageProblem } from '../app/page-problem';
import type { Route as BlogArticleRoute } from '../pages/+types/blog-article-page';
import type { Route as BlogListRoute } from '../pages/+types/blog-list-page';

export interface BlogListData {
  articles: Article[];
  /** The category chosen in `?category=`, or null for all (unknown categories count as all). */
  category: string | null;
  /** The clock relative ages are computed from, so that server and browser render the same text. */
  now: number;
}

export interface BlogArticleData {
  article: Article;
  now: number;
}

/** Why a blog page could not show its content; its error boundary words it for the visitor. */
export type BlogProblem = PageProblem;

/** The loader of the blog's list (client/pages/blog-list-page.tsx). */
export async function blogListLoader({ request, context }: BlogListRoute.LoaderArgs): Promise<BlogListData> {
  const articles = await orUnavailable(() => context.blog.list());
  const wanted = new URL(request.url).searchParams.get('category');
  const category = articles.some((article) => article.category === wanted) ? wanted : null;
  return { articles, category, now: Date.now() };
}

/** The loader of an article's page (client/pages/blog-article-page.tsx). */
export async function blogArticleLoader({ params, context }: BlogArticleRoute.LoaderArgs): Promise<BlogArticleData> {
  const { id } = params;
  const article = isArticleId(id) ? await orUnavailable(() => context.blog.article(id)) : null;
  if (!article) throw notFound();
  return { article, now: Date.now() };
}
