/** Why the blog's upstream could not give an answer. */
export type UpstreamFailure = 'timeout' | 'unavailable' | 'bad-payload';

export class BlogUpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BlogUpstreamError';
  }
}
