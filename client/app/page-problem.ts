import { data } from 'react-router';
import { isDataUnavailable } from '../../shared/page-context';

/**
 * Why a page of data (a blog article, a job) could not show it; the page's error boundary words
 * it for the visitor: nothing with this id (404), a job that was listed and has closed (410, with
 * open jobs to go on to), or the data cannot be read now (503).
 */
export type PageProblem =
  | { reason: 'not-found' }
  | { reason: 'unavailable' }
  | { reason: 'closed'; openJobs: { id: string; title: string; location: string }[] };

/** The loader's 404 answer. */
export const notFound = () => data<PageProblem>({ reason: 'not-found' }, { status: 404 });

/** A closed job's 410 Gone, with some open jobs to link to. */
export const gone = (openJobs: { id: string; title: string; location: string }[]) =>
  data<PageProblem>({ reason: 'closed', openJobs }, { status: 410 });

/** Runs a read of the server's data; when it is unavailable, the loader answers 503 instead. */
export async function orUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDataUnavailable(error)) throw data<PageProblem>({ reason: 'unavailable' }, { status: 503 });
    throw error;
  }
}
