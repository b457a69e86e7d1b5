import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import { WITHDRAWN_BEFORE_DELIVERY } from '../../shared/application/delivery';
import { DeliveryFailure } from '../notifications/delivery-failure';
import type { AtsMessage } from '../notifications/outbox-message';
import { type AtsAnswer, readGreenhouseAnswer, readLeverAnswer, retryAfterAt } from './ats-answers';
import type { AtsDeliveryStore } from './ats-delivery-store';
import { greenhouseForm, leverForm } from './ats-payload';
import type { AtsTarget } from './ats-target';

/**
 * Lever takes 2 application POSTs a second per account (its Postings API README, "POST
 * Application Rate Limit"), whatever the number of our replicas. Each POST first reserves a start
 * time in the database's `ats_rate_slots` row (one atomic upsert, so two replicas never get the
 * same slot), 550 ms after the previous one: 2 a second with a margin for clocks and networks.
 * A shared row rather than pacing the outbox's claims, because claims are per replica and per
 * pass, and emails in the same outbox must not wait behind Lever. A 429 still comes back when
 * its Retry-After says, and pushes every replica's next slot past it.
 */
export const LEVER_SLOT = 'lever';
export const LEVER_INTERVAL_MS = 550;

/** Answers larger than this are cut: they are read for an id or an error, never kept whole. */
const MAX_ANSWER_CHARS = 64 * 1024;

export interface AtsSenderOptions {
  /** Where this site delivers now; null: no key (any more), and a delivery waits for a recruiter. */
  target: AtsTarget | null;
  store: AtsDeliveryStore;
  logger: Logger;
  /**
   * OUTBOX_LEASE_MS: the outbox leases a message this long. A POST and its wait for a rate slot
   * must end well inside it, or a second worker would take the message and POST it again.
   */
  leaseMs: number;
}

/** The URL an application to `message`'s job is posted to. */
function applyUrl(target: AtsTarget, message: AtsMessage): string {
  const base = target.apiUrl.replace(/\/+$/, '');
  const board = encodeURIComponent(message.board);
  const job = encodeURIComponent(message.jobId);
  return message.ats === 'greenhouse'
    ? `${base}/v1/boards/${board}/jobs/${job}`
    : `${base}/v0/postings/${board}/${job}?key=${encodeURIComponent(target.apiKey)}`;
}

/** Why a request got no answer, in an operator's words (the cause's code: ECONNREFUSED, a timeout). */
function unreachable(ats: string, error: unknown): DeliveryFailure {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const timedOut = (error as Error).name === 'TimeoutError';
  return new DeliveryFailure(`${ats} did not answer: ${timedOut ? 'timed out' : (cause ?? (error as Error).message)}`);
}

/**
 * Delivers outbox messages of kind `ats`: reads the application, builds the ATS's form, posts it
 * and reads the answer (ats-answers.ts says what is a success, a failure to retry, and one to give
 * up). A delivery for an ATS this site no longer has a key for (the configuration changed) is
 * given up with the reason, for a recruiter to retry once it is set again.
 */
export function createAtsSender({ target, store, logger, leaseMs }: AtsSenderOptions) {
  const timeoutMs = Math.min(30_000, Math.floor(leaseMs / 2));
  const maxSlotWaitMs = Math.min(10_000, Math.floor(leaseMs / 4));

  /** Waits for this replica's turn at Lever; a turn too far away is not waited for but tried then. */
  async function leverTurn(): Promise<void> {
    const now = Date.now();
    const slot = await store.reserveSlot(LEVER_SLOT, { now, intervalMs: LEVER_INTERVAL_MS, maxWaitMs: maxSlotWaitMs });
    if (!slot.reserved) {
      throw new DeliveryFailure("waiting for a turn within Lever's rate limit", {
        counted: false,
        retryAt: Math.max(now + LEVER_INTERVAL_MS, slot.busyUntil - maxSlotWaitMs),
      });
    }
    if (slot.at > now) await sleep(slot.at - now);
  }

  async function post(url: string, form: FormData, headers: Record<string, string>, ats: string): Promise<AtsAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', body: form, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unreachable(ats, error);
    }
    const body = await response.text().catch((error: unknown) => {
      throw unreachable(ats, error);
    });
    return {
      status: response.status,
      body: body.slice(0, MAX_ANSWER_CHARS),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  return {
    async send(id: string, message: AtsMessage): Promise<{ receipt?: string }> {
      const name = message.ats === 'greenhouse' ? 'Greenhouse' : 'Lever';
      if (!target || target.ats !== message.ats) {
        const key = message.ats === 'greenhouse' ? 'GREENHOUSE_API_KEY' : 'LEVER_API_KEY';
        throw new DeliveryFailure(
          `${key} is not set (or JOBS_SOURCE is no longer ${message.ats}): set it, then retry`,
          {
            permanent: true,
          },
        );
      }
      if (target.board !== message.board) {
        throw new DeliveryFailure(
          `JOBS_SOURCE is now ${name} board ${target.board}, not ${message.board} this application's job came from`,
          { permanent: true },
        );
      }
      const inputs = await store.inputsOf(message.applicationId);
      if (!inputs) throw new DeliveryFailure('the application was erased: nothing to deliver', { permanent: true });
      // Withdrawal stops an unsent delivery (stopUnsentDelivery); this is for the one a worker already held.
      if (inputs.withdrawn) throw new DeliveryFailure(WITHDRAWN_BEFORE_DELIVERY, { cancelled: true });
      const url = applyUrl(target, message);
      if (message.ats === 'greenhouse') {
        const basic = Buffer.from(`${target.apiKey}:`).toString('base64');
        const answer = await post(url, greenhouseForm(inputs), { Authorization: `Basic ${basic}` }, name);
        const delivered = readGreenhouseAnswer(answer);
        logger.info(
          { outboxId: id, applicationId: message.applicationId, ats: message.ats, atsId: delivered.receipt },
          'application delivered to the ATS',
        );
        return delivered;
      }
      await leverTurn();
      const answer = await post(url, leverForm(inputs), {}, name);
      if (answer.status === 429) await store.holdSlotsUntil(LEVER_SLOT, retryAfterAt(answer.retryAfter, Date.now()));
      const delivered = readLeverAnswer(answer);
      logger.info(
        { outboxId: id, applicationId: message.applicationId, ats: message.ats, atsId: delivered.receipt },
        'application delivered to the ATS',
      );
      return delivered;
    },
  };
}

export type AtsSender = ReturnType<typeof createAtsSender>;
