import { UpstreamError } from '../http/upstream-error';

export type { UpstreamFailure } from '../http/upstream-error';

/** The blog API's failure. */
export class BlogUpstreamError extends UpstreamError {
  override name = 'BlogUpstreamError';
}
