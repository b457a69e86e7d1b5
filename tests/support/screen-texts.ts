import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ScreenHead } from '../../client/page-head';
import { pathOf, type Screen } from '../../shared/route-paths';
import { routedSitePages } from '../../shared/routed-site-pages';
import { DEFAULT_SITE_NAME, withSiteName } from '../../shared/site';
import { readSiteFolder } from '../../server/site/read-site-folder';
import { unsetLinkSettings } from './site-folders';

// The heads as the built site serves them: each screen's route module exports its `head`, but the
// site folder's pages (home, culture...) have theirs in their front matter.
const build = (await import(pathToFileURL(resolve('dist/server/pages.js')).href)) as ServerBuild;
const folder = await readSiteFolder('site', { settings: unsetLinkSettings });

function folderPageHead(screen: Screen): ScreenHead | undefined {
  const name = (routedSitePages as Partial<Record<Screen, string>>)[screen];
  const page = name === undefined ? undefined : folder.pages.get(name);
  if (!page) return undefined;
  return { title: page.title, description: page.description, heading: page.hero?.heading ?? page.heading ?? '' };
}

/** A screen's title, description and heading as visitors see them (the default site name). */
export function screenTexts(screen: Screen, siteName = DEFAULT_SITE_NAME) {
  const module = build.routes[`${screen}:${pathOf(screen)}`]?.module as { head?: ScreenHead } | undefined;
  const head = module?.head ?? folderPageHead(screen);
  if (!head) throw new Error(`The route module of "${screen}" exports no head`);
  const { title, heading } = head;
  const description = (head.siteText && folder.texts[head.siteText]) ?? head.description;
  return {
    title: withSiteName(title, siteName),
    description: withSiteName(description, siteName),
    heading: withSiteName(heading, siteName),
  };
}
