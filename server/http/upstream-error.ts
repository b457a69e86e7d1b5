/** Why an upstream (the blog API, a jobs feed) could not give an answer. */
export type UpstreamFailure = 'timeout' | 'unavailable' | 'bad-payload';

/** An upstream's failure; each feature names its own subclass, so its routes can tell them apart. */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
