import type { Logger } from '../logger';
import { type LimitAnswer, type LimitCounts, fixedWindowLimit } from '../limits/limit-counts';
import { mailboxKey } from './mailbox';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** At most this many confirmation emails to one mailbox a day, however its address is spelled. */
export const CONFIRMATIONS_PER_MAILBOX_PER_DAY = 5;

/**
 * The limits on asking for job alerts, which send an email to an address nobody has verified.
 * They are taken by the service itself, whichever way a request came (the API, the jobs page's
 * form, its `.data` URL, any spelling of its path): a limit matched on the path is bypassed by
 * another spelling of it that the router still answers.
 * - per client (its address, server/http/client-address.ts): requests an hour, valid or not;
 * - per mailbox: confirmations a day, `victim+1@` and `v.ictim@gmail.com` counting as `victim@`;
 * - site-wide: confirmations an hour, a ceiling whatever the number of clients and mailboxes,
 *   whose reaching is logged (an operator should look).
 */
export function subscribeLimits(
  counts: LimitCounts,
  options: { requestsPerClientPerHour: number; confirmationsPerHour: number; logger: Logger },
) {
  const perClient = fixedWindowLimit(counts, 'alert-requests-per-client', options.requestsPerClientPerHour, HOUR);
  const perMailbox = fixedWindowLimit(
    counts,
    'alert-confirmations-per-mailbox',
    CONFIRMATIONS_PER_MAILBOX_PER_DAY,
    DAY,
  );
  const siteWide = fixedWindowLimit(counts, 'alert-confirmations', options.confirmationsPerHour, HOUR);

  return {
    /** A request to subscribe from `client`, counted whatever becomes of it. */
    request: (client: string): Promise<LimitAnswer> => perClient.take(client),

    /** Whether a confirmation may be sent to `email` now; when true, it is counted as sent. */
    async confirmation(email: string): Promise<boolean> {
      if (!(await perMailbox.take(mailboxKey(email))).allowed) return false;
      const site = await siteWide.take('site');
      // Once per window, at the first confirmation refused: each later one would only repeat it.
      if (site.count === siteWide.limit + 1)
        options.logger.warn(
          { confirmationsPerHour: siteWide.limit, retryAfterSeconds: site.retryAfterSeconds },
          'the hourly ceiling of job alert confirmations (ALERTS_CONFIRMATIONS_PER_HOUR) is reached: no more are sent this hour',
        );
      return site.allowed;
    },
  };
}

export type SubscribeLimits = ReturnType<typeof subscribeLimits>;
