import { screenPaths } from '../../shared/route-paths';
import type { SiteLink } from '../../shared/site-content';
import type { SiteLinkInput } from './site-schema';

/**
 * The settings a link's `href` may start with, and their values (undefined when unset): a link to
 * the job board or a partner area is shown only where the operator gave its address.
 */
export type LinkSettings = Readonly<Record<string, string | undefined>>;

export type LinkResult = { link: SiteLink } | { hidden: true } | { problem: { field: 'to' | 'href'; message: string } };

const settingPattern = /\$\{([A-Za-z0-9_]+)\}/g;
/** `https://lab.example/`: an origin and its root, nothing more. */
const originWithRoot = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/$/i;

/** A path pattern of the route table as a test of a path (`/joblistings/:jobId`). */
const routePatterns = Object.values(screenPaths)
  .flat()
  .map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i'));

/** Whether `path` (without its query) is a page of this site: a route's, or one of the folder's pages. */
export function isSitePath(path: string, pagePaths: ReadonlySet<string>): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return pagePaths.has(pathname.toLowerCase()) || routePatterns.some((pattern) => pattern.test(pathname));
}

function expandSettings(href: string, settings: LinkSettings): { value?: string; unknown?: string; unset?: true } {
  let unknown: string | undefined;
  let unset = false;
  const value = href.replace(settingPattern, (whole: string, name: string, offset: number) => {
    if (!(name in settings)) unknown ??= name;
    const setting = settings[name] ?? '';
    if (!setting) unset = true;
    // `${JOB_BOARD_URL}/teams` joins with one slash. Alone, a setting is the address: a path's
    // trailing slash goes (as the job board's links always dropped it), an origin's root stays.
    const trimmed = setting.replace(/\/+$/, '');
    return offset + whole.length < href.length || !originWithRoot.test(setting) ? trimmed : setting;
  });
  if (unknown) return { unknown };
  return unset ? { unset: true } : { value };
}

function isOutsideAddress(value: string): boolean {
  if (value.startsWith('mailto:')) return /^mailto:[^@\s]+@[^@\s]+$/.test(value);
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A link of site.yaml or a page, as pages show it; hidden when it names a setting that is unset. */
export function resolveLink(input: SiteLinkInput, settings: LinkSettings, pagePaths: ReadonlySet<string>): LinkResult {
  if (input.to !== undefined) {
    if (!isSitePath(input.to, pagePaths)) {
      return { problem: { field: 'to', message: `no page ${input.to.split(/[?#]/)[0]} on this site` } };
    }
    return { link: { label: input.label, href: input.to, external: false } };
  }
  const expanded = expandSettings(input.href ?? '', settings);
  if (expanded.unknown) {
    const known = Object.keys(settings).join(', ');
    return {
      problem: {
        field: 'href',
        message: `names \${${expanded.unknown}}, which is not a setting a link may use (${known})`,
      },
    };
  }
  if (expanded.unset) return { hidden: true };
  const href = expanded.value ?? '';
  if (!isOutsideAddress(href)) {
    return { problem: { field: 'href', message: `must be an http(s) or mailto address, got ${JSON.stringify(href)}` } };
  }
  return { link: { label: input.label, href, external: !href.startsWith('mailto:') } };
}
