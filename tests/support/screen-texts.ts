import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ScreenHead } from '../../client/page-head';
import { pathOf, type Screen } from '../../shared/route-paths';
import { DEFAULT_SITE_NAME, withSiteName } from '../../shared/site';

// The heads as the built site serves them: each screen's route module exports its `head`.
const build = (await import(pathToFileURL(resolve('dist/server/pages.js')).href)) as ServerBuild;

/** A screen's title, description and heading as visitors see them (the default site name). */
export function screenTexts(screen: Screen, siteName = DEFAULT_SITE_NAME) {
  const module = build.routes[`${screen}:${pathOf(screen)}`]?.module as { head?: ScreenHead } | undefined;
  const head = module?.head;
  if (!head) throw new Error(`The route module of "${screen}" exports no head`);
  const { title, description, heading } = head;
  return {
    title: withSiteName(title, siteName),
    description: withSiteName(description, siteName),
    heading: withSiteName(heading, siteName),
  };
}
