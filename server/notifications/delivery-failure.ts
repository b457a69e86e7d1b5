/**
 * A delivery that failed in a way the outbox worker must know of, thrown by a sender. Any other
 * error is a failure tried again with backoff.
 * - `permanent`: retrying cannot mend it (an ATS refusing with 401 or 404): the message is given
 *   up and waits for someone to retry it by hand (an ATS delivery: a recruiter).
 * - `retryAt`: the receiver said when to come back (429 with Retry-After): not before then.
 * - `counted: false`: nothing was sent (a wait for a rate slot): not an attempt, no backoff.
 */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  readonly permanent: boolean;
  readonly retryAt: number | undefined;
  readonly counted: boolean;

  constructor(message: string, options: { permanent?: boolean; retryAt?: number; counted?: boolean } = {}) {
    super(message);
    this.permanent = options.permanent ?? false;
    this.retryAt = options.retryAt;
    this.counted = options.counted ?? true;
  }
}
