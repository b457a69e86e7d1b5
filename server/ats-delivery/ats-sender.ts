import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import { atsNames, WITHDRAWN_BEFORE_DELIVERY } from '../../shared/application/delivery';
import { DeliveryFailure } from '../notifications/delivery-failure';
import type { AtsMessage } from '../notifications/outbox-message';
import {
  type AtsAnswer,
  readAshbyAnswer,
  readGreenhouseAnswer,
  readLeverAnswer,
  READ_ATTEMPTS,
  readRecruiteeAnswer,
  readRecruiteeOffer,
  readSmartRecruitersAnswer,
  readSmartRecruitersPosting,
  retryAfterAt,
} from './ats-answers';
import type { AtsDeliveryStore } from './ats-delivery-store';
import {
  ashbyForm,
  type DeliveryInputs,
  greenhouseForm,
  leverForm,
  recruiteeForm,
  smartRecruitersApplication,
} from './ats-payload';
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

/** An answer to an application is cut to this: it is read for an id or an error, never kept whole. */
const MAX_ANSWER_CHARS = 64 * 1024;
/**
 * What a read before the application (Ashby's form, Recruitee's offer, a SmartRecruiters posting)
 * may be: a job's whole description comes with it, several times over at Ashby.
 */
const MAX_JOB_CHARS = 8 * 1024 * 1024;

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

/** The ATS's API, without a trailing slash. */
const baseOf = (target: AtsTarget) => target.apiUrl.replace(/\/+$/, '');

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

  async function call(url: string, init: RequestInit, ats: string, maxChars = MAX_ANSWER_CHARS): Promise<AtsAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unreachable(ats, error);
    }
    const body = await response.text().catch((error: unknown) => {
      throw unreachable(ats, error);
    });
    return {
      status: response.status,
      body: body.slice(0, maxChars),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  /** Greenhouse's "Submit an application": HTTP Basic with the key as the user name. */
  async function toGreenhouse(target: AtsTarget, message: AtsMessage, inputs: DeliveryInputs) {
    const url = `${baseOf(target)}/v1/boards/${encodeURIComponent(message.board)}/jobs/${encodeURIComponent(message.jobId)}`;
    const basic = Buffer.from(`${target.apiKey}:`).toString('base64');
    const headers = { Authorization: `Basic ${basic}` };
    return readGreenhouseAnswer(
      await call(url, { method: 'POST', body: greenhouseForm(inputs), headers }, 'Greenhouse'),
    );
  }

  /** Lever's "Apply to a job posting", the key in the query, within its rate limit. */
  async function toLever(target: AtsTarget, message: AtsMessage, inputs: DeliveryInputs) {
    const posting = `${encodeURIComponent(message.board)}/${encodeURIComponent(message.jobId)}`;
    const url = `${baseOf(target)}/v0/postings/${posting}?key=${encodeURIComponent(target.apiKey)}`;
    await leverTurn();
    const answer = await call(url, { method: 'POST', body: leverForm(inputs) }, 'Lever');
    if (answer.status === 429) await store.holdSlotsUntil(LEVER_SLOT, retryAfterAt(answer.retryAfter, Date.now()));
    return readLeverAnswer(answer);
  }

  /**
   * Ashby's API (HTTP Basic, the key as user name): the job posting's application form
   * (`jobPosting.info`), for the paths and types of its fields as they are now, then the
   * application, answering each (`applicationForm.submit`).
   */
  async function toAshby(target: AtsTarget, message: AtsMessage, inputs: DeliveryInputs) {
    const headers = { Authorization: `Basic ${Buffer.from(`${target.apiKey}:`).toString('base64')}` };
    const info = await call(
      `${baseOf(target)}/jobPosting.info`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ jobPostingId: message.jobId }),
      },
      'Ashby',
      MAX_JOB_CHARS,
    );
    // Loaded with the first Ashby delivery: it brings the HTML sanitizer, which a start need not load.
    const { ashbyFormFields } = await import('../jobs/ashby-form');
    let fields;
    try {
      fields = ashbyFormFields(JSON.parse(info.body), logger, message.jobId);
    } catch {
      // Not the form: a refusal (a wrong key, a closed posting) says why, as the submission would.
      readAshbyAnswer(info);
      throw new DeliveryFailure(`Ashby answered ${info.status} without the job posting's application form`, {
        giveUpAfter: READ_ATTEMPTS,
      });
    }
    const body = ashbyForm(inputs, message.jobId, fields);
    return readAshbyAnswer(
      await call(`${baseOf(target)}/applicationForm.submit`, { method: 'POST', body, headers }, 'Ashby'),
    );
  }

  /**
   * Recruitee's Careers Site API: the offer (by its id, the job's here) for the slug its
   * applications are posted to, then the application, as the company's own careers site posts it.
   */
  async function toRecruitee(target: AtsTarget, message: AtsMessage, inputs: DeliveryInputs) {
    const offerUrl = `${baseOf(target)}/api/offers/${encodeURIComponent(message.jobId)}`;
    const offer = await call(offerUrl, { method: 'GET' }, 'Recruitee', MAX_JOB_CHARS);
    const { slug } = readRecruiteeOffer(offer, message.jobId);
    const url = `${baseOf(target)}/api/offers/${encodeURIComponent(slug)}/candidates`;
    return readRecruiteeAnswer(await call(url, { method: 'POST', body: recruiteeForm(inputs) }, 'Recruitee'));
  }

  /**
   * SmartRecruiters' Application API (the key in `X-SmartToken`): the posting's uuid from its
   * public detail, then the application, as JSON.
   */
  async function toSmartRecruiters(target: AtsTarget, message: AtsMessage, inputs: DeliveryInputs) {
    const posting = `${encodeURIComponent(message.board)}/postings/${encodeURIComponent(message.jobId)}`;
    const detailUrl = `${baseOf(target)}/v1/companies/${posting}`;
    const detail = await call(detailUrl, { method: 'GET' }, 'SmartRecruiters', MAX_JOB_CHARS);
    const { uuid } = readSmartRecruitersPosting(detail, message.jobId);
    const headers = { 'X-SmartToken': target.apiKey, 'Content-Type': 'application/json' };
    const body = JSON.stringify(smartRecruitersApplication(inputs));
    const url = `${baseOf(target)}/postings/${uuid}/candidates`;
    return readSmartRecruitersAnswer(await call(url, { method: 'POST', body, headers }, 'SmartRecruiters'));
  }

  const deliverTo = {
    greenhouse: toGreenhouse,
    lever: toLever,
    ashby: toAshby,
    recruitee: toRecruitee,
    smartrecruiters: toSmartRecruiters,
  };
  /** What each ATS needs set for its deliveries, named when it is missing. */
  const setting = {
    greenhouse: 'GREENHOUSE_API_KEY',
    lever: 'LEVER_API_KEY',
    ashby: 'ASHBY_API_KEY',
    smartrecruiters: 'SMARTRECRUITERS_API_KEY',
  };

  return {
    async send(id: string, message: AtsMessage): Promise<{ receipt?: string }> {
      const name = atsNames[message.ats];
      if (!target || target.ats !== message.ats) {
        const reason =
          message.ats === 'recruitee'
            ? 'JOBS_SOURCE is no longer a Recruitee careers site: set it back to recruitee:<company>, then retry'
            : `${setting[message.ats]} is not set (or JOBS_SOURCE is no longer ${message.ats}): set it, then retry`;
        throw new DeliveryFailure(reason, { permanent: true });
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
      const delivered = await deliverTo[message.ats](target, message, inputs);
      logger.info(
        { outboxId: id, applicationId: message.applicationId, ats: message.ats, atsId: delivered.receipt },
        'application delivered to the ATS',
      );
      return delivered;
    },
  };
}

export type AtsSender = ReturnType<typeof createAtsSender>;
