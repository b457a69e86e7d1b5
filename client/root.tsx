import type { ReactNode } from 'react';
import { Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useMatches } from 'react-router';
import type { SessionUser } from '../shared/session-user';
import type { SiteSettings } from '../shared/site';
import type { Route } from './+types/root';
import { useCspNonce } from './app/csp-nonce';
import { pageHydrates } from '../shared/page-hydration';
import { PageStyles } from './app/page-styles';
import { BrandStyle, SiteIcons } from './app/brand-style';
import { PublicPageScripts } from './app/public-page-scripts';
import { RouteErrorPage } from './app/route-error-page';
import { useFocusOnNavigation } from './app/use-focus-on-navigation';
import { useMarkShownPath } from './app/use-mark-shown-path';
import { useRememberPath } from './app/use-remember-path';
import { defaultHead, metaOf } from './page-head';
import { SiteFooter } from './site/site-footer';
import siteStyles from './site/site.css?url';
import baseStyles from './styles.css?url';

/** What every page can read from the root route (`useSite()`). */
export interface RootData {
  site: SiteSettings;
  /** Known on the server already, so a signed-in page never flashes signed-out content. */
  user: SessionUser | null;
  /** Whether that user works the applications (the header's Recruiting link); false when signed out. */
  recruiter: boolean;
}

export function loader({ context }: Route.LoaderArgs): RootData {
  return { site: context.site, user: context.user, recruiter: context.recruiter.access === 'recruiter' };
}

// Site settings and the user change only by signing in (which revalidates the same URL) or by a
// form (signing out, erasing one's data); moving between pages or saving a wizard step (answered
// `saved`, see client/application/step-route.ts) never reloads them.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) =>
  (formMethod === undefined
    ? currentUrl.href === nextUrl.href
    : (actionResult as { outcome?: string } | undefined)?.outcome !== 'saved') && defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => metaOf(defaultHead, matches);

export const handle = { styles: [baseStyles, siteStyles] };

/**
 * The document around every page, and around the error page when even the root failed. Only a
 * page whose routes ask for it hydrates (shared/page-hydration.ts); the others get a small
 * inline script instead of the framework.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  const hydrates = pageHydrates(useMatches());
  useMarkShownPath();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* No first paint before the page's main content is whole, which the footer's start tag
            follows: a page painted while the parser has only part of it would move as the rest
            comes (the header's Menu button once its search and Login arrive; a filter's select
            widened by its later options, wrapping the next field; a heading's text in two runs).
            The footer may arrive after the first paint: nothing above it moves as it does. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteIcons />
        <Meta />
        <PageStyles />
        <BrandStyle />
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            {/* New pages open at the top, Back returns to where the visitor was. */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <PublicPageScripts nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/**
 * The frame around every page: a skip link, the header and main content of the page's layout
 * (site-layout or app-layout, see routes.ts) and the footer.
 */
export default function Root() {
  useFocusOnNavigation();
  useRememberPath();
  return (
    <div className="page-frame">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="page-frame">
      <RouteErrorPage />
    </div>
  );
}
