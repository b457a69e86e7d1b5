import { data, type HeadersFunction, type MetaDescriptor, redirect } from 'react-router';
import type { PageContext } from '../../shared/page-context';
import type { RecruiterContext } from '../../shared/recruiter/recruiter-context';
import { signInPathBackTo } from '../auth/return-to';
import { type MetaMatches, metaOf, type PageHead } from '../page-head';
import recruiterStyles from './recruiter.css?url';

/** Why a recruiter page shows its error boundary instead (client/recruiter/recruiter-problem.tsx). */
export type RecruiterProblem = { reason: 'not-recruiter' } | { reason: 'not-found' };

/** Recruiter pages answer with nothing a shared cache or a search engine may keep. */
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * The first line of every recruiter loader and action: the role is checked on the server, for
 * this request's session. Nobody signed in is sent to sign-in with the way back to this page; a
 * signed-in candidate (or a recruiter taken off RECRUITER_EMAILS) gets the 403 page, never data.
 */
export function recruiterOnly({ request, context }: { request: Request; context: PageContext }): RecruiterContext {
  const { recruiter } = context;
  if (recruiter.access === 'anonymous') {
    const url = new URL(request.url);
    // 303 after a form post, so the browser asks for sign-in with GET.
    throw redirect(signInPathBackTo(url.pathname + url.search), {
      status: request.method === 'POST' ? 303 : 302,
      headers: privateHeaders,
    });
  }
  if (recruiter.access !== 'recruiter') {
    throw data<RecruiterProblem>({ reason: 'not-recruiter' }, { status: 403 });
  }
  return recruiter;
}

/** An unknown application: the 404 page of the recruiter pages. */
export const applicationNotFound = () => data<RecruiterProblem>({ reason: 'not-found' }, { status: 404 });

/** The head of a recruiter page: its title and description, and `noindex`. */
export function recruiterMeta(head: PageHead): (args: MetaMatches) => MetaDescriptor[] {
  return ({ matches }) => [...metaOf(head, matches), { name: 'robots', content: 'noindex' }];
}

/** The page's answer, and its 403 or 404, carry the private headers (a thrown redirect has its own). */
export const recruiterHeaders: HeadersFunction = () => privateHeaders;

/** Every recruiter page's stylesheet (client/app/page-styles.tsx). */
export const recruiterHandle = { styles: [recruiterStyles] };
