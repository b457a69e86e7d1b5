import { data, type LoaderFunction } from 'react-router';
import { type Article, isArticleId } from '../shared/article';
import { type DataSourceResolver, isDataUnavailable } from '../shared/data-source';
import { wizardScreens } from '../shared/application/steps';
import type { ApplicationState } from '../shared/data-source';
import type { Screen } from '../shared/route-paths';
import type { SessionUser } from '../shared/session-user';
import type { SiteSettings } from '../shared/site';

/** What every page can read from the root route (`useSite()`). */
export interface RootData {
  site: SiteSettings;
  /** Known on the server already, so a signed-in page never flashes signed-out content. */
  user: SessionUser | null;
}

/** The root route's loader: on the first page, and again when sign-in or sign-out revalidates. */
export function createRootLoader(dataSourceFrom: DataSourceResolver): LoaderFunction {
  return async ({ context }): Promise<RootData> => {
    const dataSource = dataSourceFrom(context);
    const [site, user] = await Promise.all([dataSource.getSite(), dataSource.getSessionUser()]);
    return { site, user };
  };
}

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
export type BlogProblem = { reason: 'not-found' } | { reason: 'unavailable' };

async function orUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDataUnavailable(error)) throw data<BlogProblem>({ reason: 'unavailable' }, { status: 503 });
    throw error;
  }
}

/** The loaders of the screens that need data, reading it from the injected data source. */
export function createLoaders(dataSourceFrom: DataSourceResolver): Partial<Record<Screen, LoaderFunction>> {
  // Every application step shows the draft (its answers, the progress ticks), fresh from the server.
  const applicationLoader: LoaderFunction = async ({ context }) => {
    const state: ApplicationState = await dataSourceFrom(context).getApplication();
    // The page answering a refused form post (JavaScript off) shows its messages with a 400.
    return state.rejected && !state.rejected.prefill ? data(state, { status: 400 }) : state;
  };
  return {
    ...Object.fromEntries(wizardScreens.map(({ screen }) => [screen, applicationLoader])),
    jobListings: ({ request, context }) => dataSourceFrom(context).listJobs(new URL(request.url).searchParams),

    blogList: async ({ request, context }): Promise<BlogListData> => {
      const articles = await orUnavailable(() => dataSourceFrom(context).listArticles());
      const wanted = new URL(request.url).searchParams.get('category');
      const category = articles.some((article) => article.category === wanted) ? wanted : null;
      return { articles, category, now: Date.now() };
    },

    blogArticle: async ({ params, context }): Promise<BlogArticleData> => {
      const { id } = params;
      const article = isArticleId(id) ? await orUnavailable(() => dataSourceFrom(context).getArticle(id)) : null;
      if (!article) throw data<BlogProblem>({ reason: 'not-found' }, { status: 404 });
      return { article, now: Date.now() };
    },
  };
}
