import type { IncomingMessage } from 'node:http';
import { wizardScreens } from '../../shared/application/steps';
import { type Screen, screenPaths } from '../../shared/route-paths';
import { requestTarget } from '../http/request-target';

// Sign-in and the wizard's screens: what their URLs carry can be the candidate's own (their forms
// post now, but a bookmark or a link from an older release can still carry ?email= or answers).
const personalScreens: Screen[] = ['signIn', ...wizardScreens.map(({ screen }) => screen)];
const personalPaths = new Set(
  personalScreens.flatMap((screen) => screenPaths[screen].map((path) => path.toLowerCase())),
);

/**
 * Whether this request is for a sign-in or wizard page with a query string: such a page is never
 * cached (not by us, not by a CDN), since its URL may hold personal data.
 */
export function carriesPersonalQuery(req: IncomingMessage): boolean {
  const [path = '', query] = requestTarget(req).split('?', 2);
  if (query === undefined) return false;
  return personalPaths.has(path.replace(/\/+$/, '').toLowerCase() || '/');
}
