/**
 * A delivery that failed in a way the outbox worker must know of, thrown by a sender. Any other
 * error is a failure tried again with backoff.
 * - `permanent`: retrying cannot mend it (an ATS refusing with 401 or 404): the message is given
 *   up and waits for someone to retry it by hand (an ATS delivery: a recruiter).
 * - `retryAt`: the receiver said when to come back (429 with Retry-After): not before then.
 * - `counted: false`: nothing was sent (a wait for a rate slot): not an attempt, no backoff.
 * - `giveUpAfter`: tried again with backoff, but given up (as `permanent`) once this many
 *   attempts have failed: an answer that may pass or may not (Greenhouse's 200 with an error).
 * - `cancelled`: nothing was sent and nothing is to be (an ATS delivery whose candidate withdrew
 *   the application): given up as `permanent`, but not an attempt, and logged as information,
 *   since nothing went wrong.
 */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  readonly permanent: boolean;
  readonly retryAt: number | undefined;
  readonly counted: boolean;
  readonly giveUpAfter: number | undefined;
  readonly cancelled: boolean;

  constructor(
    message: string,
    options: {
      permanent?: boolean;
      retryAt?: number;
      counted?: boolean;
      giveUpAfter?: number;
      cancelled?: boolean;
    } = {},
  ) {
    super(message);
    this.cancelled = options.cancelled ?? false;
    this.permanent = options.permanent ?? false;
    this.retryAt = options.retryAt;
    this.counted = options.counted ?? true;
    this.giveUpAfter = options.giveUpAfter;
  }
}
