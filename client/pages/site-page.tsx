import { data } from 'react-router';
import { sitePageNameAt } from '../../shared/routed-site-pages';
import type { Route } from './+types/site-page';
import { NotFoundContent } from '../app/not-found-page';
import { metaOf } from '../page-head';
import { SitePageView } from '../site/site-page-view';
import companyPagesStyles from '../site/company-pages.css?url';

export const handle = { styles: [companyPagesStyles] };

/**
 * A page of the site folder (`pages/NAME.md`, read by the server at start): the seed's home,
 * culture, support, diversity and leadership at their routes, any other file at `/NAME`. A name
 * the folder has no page for is the NotFound page, with its 404.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.sitePages.page(sitePageNameAt(new URL(request.url).pathname));
  return page ? { page } : data({ page: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.page ? metaOf(loaderData.page, matches) : [{ title: 'NotFound' }, { name: 'robots', content: 'noindex' }];

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFoundContent />;
  return <SitePageView page={page} />;
}
