import type { IncomingMessage } from 'node:http';
import { jobQuestionsScreen, wizardScreens } from '../../shared/application/steps';
import { emailLinkScreens, type Screen, screenPaths } from '../../shared/route-paths';
import { requestTarget } from '../http/request-target';

// Sign-in and the wizard's screens: what their URLs carry can be the candidate's own (their forms
// post, but a bookmark or a link from an older release can carry ?email= or answers).
// An email link's page: its token is someone's, and confirming is done by the page's loader.
const personalScreens: Screen[] = [
  'signIn',
  ...[...wizardScreens, jobQuestionsScreen].map(({ screen }) => screen),
  ...emailLinkScreens,
];
const personalPaths = new Set(
  personalScreens.flatMap((screen) => screenPaths[screen].map((path) => path.toLowerCase())),
);

/**
 * Whether this request is for a sign-in, wizard or email link's page with a query string: such a page is never
 * cached (not by us, not by a CDN), since its URL may hold personal data.
 */
export function carriesPersonalQuery(req: IncomingMessage): boolean {
  const [path = '', query] = requestTarget(req).split('?', 2);
  if (query === undefined) return false;
  return personalPaths.has(path.replace(/\/+$/, '').toLowerCase() || '/');
}
