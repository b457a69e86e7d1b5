import { screenHeads } from '../../client/page-heads';
import type { Screen } from '../../shared/route-paths';
import { DEFAULT_SITE_NAME, withSiteName } from '../../shared/site';

/** A screen's title, description and heading as visitors see them (the default site name). */
export function screenTexts(screen: Screen, siteName = DEFAULT_SITE_NAME) {
  const { title, description, heading } = screenHeads[screen];
  return {
    title: withSiteName(title, siteName),
    description: withSiteName(description, siteName),
    heading: withSiteName(heading, siteName),
  };
}
