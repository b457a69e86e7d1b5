import { DeliveryFailure } from '../notifications/delivery-failure';

/** An ATS's answer to an application POST, as read off the wire. */
export interface AtsAnswer {
  status: number;
  body: string;
  /** Retry-After as sent (seconds, or an HTTP date), if any. */
  retryAfter: string | null;
}

const MAX_REASON = 300;

/** The answer's JSON object, or undefined when it is not one. */
function jsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An error text from the answer (`{ error }` as a string or an object), short and on one line. */
function errorText(json: Record<string, unknown> | undefined, body: string): string {
  const error = json?.error;
  const text = typeof error === 'string' ? error : error !== undefined ? JSON.stringify(error) : body;
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || '(empty answer)';
}

/** When a 429's Retry-After says to come back (ms since the epoch); a missing or unreadable one: `fallbackMs` from now. */
export function retryAfterAt(retryAfter: string | null, now: number, fallbackMs = 1_000): number {
  if (retryAfter) {
    const seconds = /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) : undefined;
    if (seconds !== undefined) return now + Math.min(seconds, 3_600) * 1_000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.min(Math.max(date, now), now + 3_600_000);
  }
  return now + fallbackMs;
}

/**
 * The failure of an answer that is not a 2xx: 429 comes back when Retry-After says, 408 and 5xx
 * with backoff, and any other 4xx (401 a bad key, 404 a closed job, 422 a refused field) is
 * permanent: the same request would be refused again.
 */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408;

function httpFailure(ats: string, answer: AtsAnswer, now: number): DeliveryFailure {
  const reason = `${ats} answered ${answer.status}: ${errorText(jsonObject(answer.body), answer.body)}`;
  if (answer.status === 429) return new DeliveryFailure(reason, { retryAt: retryAfterAt(answer.retryAfter, now) });
  return new DeliveryFailure(reason, { permanent: isPermanent(answer.status) });
}

/**
 * How many of Greenhouse's 200-with-error answers an application is tried through before it is
 * given up for a recruiter to see and retry: with the default OUTBOX_RETRY_MS (5 s, doubling),
 * about ten minutes of them. Such an answer may pass (a save that failed on Greenhouse's side) or
 * not (`Invalid attributes`), and tried forever it would never show as failed.
 */
export const GREENHOUSE_ERROR_ATTEMPTS = 8;

/**
 * Greenhouse's answer: `{"success":"Candidate saved successfully"}` on success (no id of the
 * application). Greenhouse also answers **200 with `{"error": …}`** (`{"status":422,"error":"Invalid
 * attributes: first_name"}`): a 2xx whose body holds an error, or is not JSON, is a failure, tried
 * again up to GREENHOUSE_ERROR_ATTEMPTS times.
 */
export function readGreenhouseAnswer(answer: AtsAnswer, now = Date.now()): { receipt?: string } {
  if (answer.status < 200 || answer.status > 299) throw httpFailure('Greenhouse', answer, now);
  const json = jsonObject(answer.body);
  if (!json || json.error !== undefined || json.success === undefined)
    throw new DeliveryFailure(`Greenhouse answered ${answer.status} without success: ${errorText(json, answer.body)}`, {
      giveUpAfter: GREENHOUSE_ERROR_ATTEMPTS,
    });
  // No id in its answer today; taken should Greenhouse ever give one.
  const id = json.id ?? json.application_id;
  return typeof id === 'string' || typeof id === 'number' ? { receipt: String(id) } : {};
}

/**
 * Lever's answer: `{ ok: true, applicationId }` on success; `{ ok: false, error }` is a failure
 * whatever the status (a 2xx included).
 */
export function readLeverAnswer(answer: AtsAnswer, now = Date.now()): { receipt?: string } {
  if (answer.status < 200 || answer.status > 299) throw httpFailure('Lever', answer, now);
  const json = jsonObject(answer.body);
  if (json?.ok !== true)
    throw new DeliveryFailure(`Lever answered ${answer.status} without ok: ${errorText(json, answer.body)}`);
  const id = json.applicationId;
  return typeof id === 'string' && id ? { receipt: id.slice(0, 200) } : {};
}

/**
 * How many answers without what a delivery reads before posting (Ashby's form, Recruitee's offer
 * slug, a SmartRecruiters posting's uuid) it is tried through before it is given up for a
 * recruiter to see: such an answer may be a passing fault, or an API changed under us.
 */
export const READ_ATTEMPTS = 8;

/** Recruitee's offer, the answer of `GET /api/offers/:id`: where its applications are posted. */
export function readRecruiteeOffer(answer: AtsAnswer, offerId: string, now = Date.now()): { slug: string } {
  if (answer.status === 404) {
    throw new DeliveryFailure(`Recruitee has no published offer ${offerId}: it was closed or unpublished`, {
      permanent: true,
    });
  }
  if (answer.status < 200 || answer.status > 299) throw httpFailure('Recruitee', answer, now);
  const offer = jsonObject(answer.body)?.offer as { slug?: unknown } | undefined;
  const slug = offer?.slug;
  if (typeof slug !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(slug)) {
    throw new DeliveryFailure(`Recruitee answered ${answer.status} without the offer's slug`, {
      giveUpAfter: READ_ATTEMPTS,
    });
  }
  return { slug };
}

/**
 * Recruitee's refusal in words: its `error` list and each of `error_fields` (`{"email": ["is
 * invalid"]}` read as "email is invalid"), as its own application form shows them.
 */
function recruiteeErrors(json: Record<string, unknown> | undefined, body: string): string {
  const said = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
  const fields = json?.error_fields;
  const fieldErrors =
    fields && typeof fields === 'object'
      ? Object.entries(fields).flatMap(([field, messages]) => said(messages).map((message) => `${field} ${message}`))
      : [];
  const errors = [...new Set([...said(json?.error), ...fieldErrors])];
  return errors.length > 0 ? errors.join('; ').replace(/\s+/g, ' ').slice(0, MAX_REASON) : errorText(json, body);
}

/**
 * Recruitee's answer to an application: **201** with `{ candidate: { id, … } }`. A 422 lists what
 * it refused (a required answer missing, an invalid address or file): permanent, as a 404 (the
 * offer closed meanwhile). A 2xx without the candidate is not tried again: Recruitee may hold the
 * application, and a second POST would make a second one; a recruiter checks and retries.
 */
export function readRecruiteeAnswer(answer: AtsAnswer, now = Date.now()): { receipt?: string } {
  const json = jsonObject(answer.body);
  if (answer.status === 404) {
    throw new DeliveryFailure('Recruitee answered 404: the offer was closed or unpublished', { permanent: true });
  }
  if (answer.status === 422) {
    throw new DeliveryFailure(`Recruitee refused the application: ${recruiteeErrors(json, answer.body)}`, {
      permanent: true,
    });
  }
  if (answer.status < 200 || answer.status > 299) throw httpFailure('Recruitee', answer, now);
  const id = (json?.candidate as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number' && (typeof id !== 'string' || !id)) {
    throw new DeliveryFailure(
      `Recruitee answered ${answer.status} without the candidate: check Recruitee for the application before retrying`,
      { permanent: true },
    );
  }
  return { receipt: String(id).slice(0, 200) };
}

/** Ashby's error, `errorInfo: { code, message }` (else its deprecated `errors` list), in words. */
function ashbyError(json: Record<string, unknown> | undefined, body: string): { code: string; text: string } {
  const info = json?.errorInfo as { code?: unknown; message?: unknown } | undefined;
  const code = typeof info?.code === 'string' ? info.code : '';
  const errors = Array.isArray(json?.errors) ? json.errors.filter((item) => typeof item === 'string') : [];
  const said = typeof info?.message === 'string' ? info.message : errors.join('; ');
  const text = [code, said].filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, MAX_REASON);
  return { code, text: text || errorText(json, body) };
}

/**
 * Ashby's answer to `applicationForm.submit`: `{ success: true, results: { submittedFormInstance:
 * { id }, formMessages: { blocked } } }`; the submitted form's id is recorded (Ashby's answer has
 * no application id; `application.info` finds the application by it). A submission Ashby's
 * application limits `blocked` made no application: permanent, with Ashby's message for the
 * recruiter. `success: false` comes with HTTP 200 for a refused form (`invalid_input`): permanent,
 * but for a rate limit. 401 (no key) and 403 (a wrong key, or one without `candidatesWrite`) are
 * permanent as any 4xx; 429 and 5xx are tried again.
 */
export function readAshbyAnswer(answer: AtsAnswer, now = Date.now()): { receipt?: string } {
  const json = jsonObject(answer.body);
  if (answer.status < 200 || answer.status > 299) {
    if (answer.status === 429) throw httpFailure('Ashby', answer, now);
    const { text } = ashbyError(json, answer.body);
    throw new DeliveryFailure(`Ashby answered ${answer.status}: ${text}`, { permanent: isPermanent(answer.status) });
  }
  if (json?.success !== true) {
    const { code, text } = ashbyError(json, answer.body);
    if (code === 'rate_limit_exceeded') {
      // Tried again: when Retry-After says, else with the outbox's backoff.
      const retryAt = answer.retryAfter ? retryAfterAt(answer.retryAfter, now) : undefined;
      throw new DeliveryFailure(`Ashby refused the application: ${text}`, { retryAt });
    }
    throw new DeliveryFailure(`Ashby refused the application: ${text}`, { permanent: true });
  }
  const results = json.results as
    | {
        submittedFormInstance?: { id?: unknown };
        formMessages?: { blocked?: unknown; blockMessageForCandidateHtml?: unknown };
      }
    | undefined;
  if (results?.formMessages?.blocked === true) {
    throw new DeliveryFailure(
      "Ashby blocked the application by the company's application limits (too many applications from this candidate): nothing was created there",
      { permanent: true },
    );
  }
  const id = results?.submittedFormInstance?.id;
  return typeof id === 'string' && id ? { receipt: id.slice(0, 200) } : {};
}

/** SmartRecruiters' error, `{ id, code, message }`, in words. */
function smartRecruitersError(json: Record<string, unknown> | undefined, body: string): string {
  const code = typeof json?.code === 'string' ? json.code : '';
  const message = typeof json?.message === 'string' ? json.message : '';
  const text = [code, message].filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, MAX_REASON);
  return text || errorText(json, body);
}

/**
 * SmartRecruiters' answer to an application: 200 (or 201) with `{ id, createdOn,
 * candidatePortalUrl }`, the candidate's id recorded. A 400 (`DATA_VALIDATION_ERROR`: a required
 * screening answer missing or one it does not take) and a 401 (`INVALID_API_KEY_ERROR`) are
 * permanent; 429 (`TRAFFIC_LOCKED`) and 5xx are tried again. A 2xx without the id is not posted
 * again: SmartRecruiters may hold the application; a recruiter checks and retries.
 */
export function readSmartRecruitersAnswer(answer: AtsAnswer, now = Date.now()): { receipt?: string } {
  const json = jsonObject(answer.body);
  if (answer.status === 429) {
    const retryAt = answer.retryAfter ? retryAfterAt(answer.retryAfter, now) : undefined;
    throw new DeliveryFailure(`SmartRecruiters answered 429: ${smartRecruitersError(json, answer.body)}`, { retryAt });
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new DeliveryFailure(`SmartRecruiters answered ${answer.status}: ${smartRecruitersError(json, answer.body)}`, {
      permanent: isPermanent(answer.status),
    });
  }
  const id = json?.id;
  if (typeof id !== 'string' || !id) {
    throw new DeliveryFailure(
      `SmartRecruiters answered ${answer.status} without the candidate: check SmartRecruiters for the application before retrying`,
      { permanent: true },
    );
  }
  return { receipt: id.slice(0, 200) };
}

/** A posting's public detail, `GET /v1/companies/{company}/postings/{id}`: its uuid, what applications name it by. */
export function readSmartRecruitersPosting(answer: AtsAnswer, postingId: string, now = Date.now()): { uuid: string } {
  if (answer.status === 404) {
    throw new DeliveryFailure(`SmartRecruiters has no posting ${postingId}: it was closed or unpublished`, {
      permanent: true,
    });
  }
  if (answer.status < 200 || answer.status > 299) throw httpFailure('SmartRecruiters', answer, now);
  const uuid = jsonObject(answer.body)?.uuid;
  if (typeof uuid !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(uuid)) {
    throw new DeliveryFailure(`SmartRecruiters answered ${answer.status} without the posting's uuid`, {
      giveUpAfter: READ_ATTEMPTS,
    });
  }
  return { uuid };
}
