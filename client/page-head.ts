import type { MetaDescriptor } from 'react-router';
import { stepCount, wizardScreensFor } from '../shared/application/steps';
import { DEFAULT_COMPANY_COUNTRY } from '../shared/company-country';
import type { Screen } from '../shared/route-paths';
import { DEFAULT_SITE_NAME, type SiteSettings, withSiteName } from '../shared/site';
import type { RootData } from './root';

/** What a page puts in `<head>`; `{site}` stands for the configured site name (SITE_NAME). */
export interface PageHead {
  title: string;
  description: string;
  /** The description is the site folder's text of this name (site.yaml's `texts`), `description` only without one. */
  siteText?: keyof SiteSettings['texts'];
}

/**
 * A screen's head as its route module exports it (`export const head`), with the page's one `h1`.
 * The route module is the one place for a page's words: its `meta` and its heading read them.
 */
export interface ScreenHead extends PageHead {
  heading: string;
  /** A wizard step's: its screen and words, for "Step N of M" as this application counts (with the job's questions or not). */
  step?: { screen: Screen; about: string };
}

/** How the titles of the public pages, the application's steps and the recruiter pages end. */
export const careersTitle = '{site} Careers';
export const applyingTitle = `Apply | ${careersTitle}`;
export const recruitingTitle = 'Recruiting | {site}';

/**
 * A wizard step's head: its title (the heading unless given) before `applyingTitle`, and its
 * description after "Step N of 9: ".
 */
export function stepHead(screen: Screen, words: { heading: string; about: string; title?: string }): ScreenHead {
  return {
    title: `${words.title ?? words.heading} | ${applyingTitle}`,
    description: `${stepCount(screen, wizardScreensFor(screen === 'jobQuestions', DEFAULT_COMPANY_COUNTRY.code))}: ${words.about}`,
    heading: words.heading,
    step: { screen, about: words.about },
  };
}

/** A step's description as this application counts its steps: its loader's data says whether the job has its own questions. */
function stepDescription(head: ScreenHead, matches: readonly (MatchLike | undefined)[]): string {
  if (!head.step) return head.description;
  const data = matches.at(-1)?.loaderData as { jobQuestions?: unknown[]; companyCountry?: string } | undefined;
  if (!Array.isArray(data?.jobQuestions)) return head.description;
  const screens = wizardScreensFor(data.jobQuestions.length > 0, data.companyCountry ?? DEFAULT_COMPANY_COUNTRY.code);
  return `${stepCount(head.step.screen, screens)}: ${head.step.about}`;
}

export const defaultHead: PageHead = {
  title: 'Careers at {site}',
  description: 'Job openings, teams and culture at {site}.',
};

/** A match of React Router's meta arguments, as every route module's `Route.MetaArgs` has them. */
export interface MatchLike {
  id: string;
  // React Router's meta matches call it `loaderData` (and `data`, deprecated).
  loaderData?: unknown;
}

/** A route module's `meta`: the head with the site name filled in, plus structured data if any. */
export function metaOf(head: PageHead, matches: readonly (MatchLike | undefined)[], jsonLd?: object): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const siteName = root?.site.siteName ?? DEFAULT_SITE_NAME;
  const description = (head.siteText && root?.site.texts[head.siteText]) ?? head.description;
  return [
    { title: withSiteName(head.title, siteName) },
    { name: 'description', content: withSiteName(description, siteName) },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

/** What a head-only `meta` reads of its arguments: any route module's `Route.MetaArgs` has it. */
export interface MetaMatches {
  matches: readonly (MatchLike | undefined)[];
}

/** The `meta` of a page whose head does not depend on its data (shared by many route modules). */
export function metaFor(head: PageHead | ScreenHead): (args: MetaMatches) => MetaDescriptor[] {
  return ({ matches }) =>
    metaOf('step' in head ? { ...head, description: stepDescription(head, matches) } : head, matches);
}
