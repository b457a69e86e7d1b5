import { UpstreamError } from '../http/upstream-error';

/** A jobs feed's failure (Greenhouse, Lever, Ashby, Recruitee, SmartRecruiters): the jobs service keeps its last good list through it. */
export class JobsUpstreamError extends UpstreamError {
  override name = 'JobsUpstreamError';
}
