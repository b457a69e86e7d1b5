import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  readGreenhouseAnswer,
  readLeverAnswer,
  readRecruiteeAnswer,
  readRecruiteeOffer,
  retryAfterAt,
} from '../../server/ats-delivery/ats-answers';
import { failureOf } from '../support/failure-of';

// Real answers of both APIs (tests/fixtures/ats-boards/README.md says where each was captured).
const real = JSON.parse(
  readFileSync(new URL('../fixtures/ats-boards/ats-application-answers.json', import.meta.url), 'utf8'),
) as { greenhouse: Record<string, unknown>; lever: Record<string, unknown>; recruitee: Record<string, unknown> };

const answer = (status: number, body: unknown, retryAfter: string | null = null) => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  retryAfter,
});

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe("reading Greenhouse's answer", () => {
  it('takes "Candidate saved successfully" as delivered (Greenhouse gives no id)', () => {
    expect(readGreenhouseAnswer(answer(200, real.greenhouse.saved))).toEqual({});
  });

  it('takes a 200 whose body is an error as a failure to retry, with the error', () => {
    const failure = failureOf(() => readGreenhouseAnswer(answer(200, real.greenhouse.invalidAttributes)));
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain('Invalid attributes: first_name');
  });

  it('takes a 200 that is not JSON as a failure to retry', () => {
    expect(failureOf(() => readGreenhouseAnswer(answer(200, '<html>gateway</html>'))).permanent).toBe(false);
  });

  it('gives up on a 401 (bad key) and a 404, never on a 408, 429 or 5xx', () => {
    const badKey = failureOf(() => readGreenhouseAnswer(answer(401, real.greenhouse.failedToSavePerson)));
    expect(badKey).toMatchObject({ permanent: true, message: 'Greenhouse answered 401: Failed to save person' });
    expect(failureOf(() => readGreenhouseAnswer(answer(404, { status: 404, error: 'Job not found' }))).permanent).toBe(
      true,
    );
    for (const status of [408, 429, 500, 502, 503])
      expect(failureOf(() => readGreenhouseAnswer(answer(status, ''))).permanent, String(status)).toBe(false);
  });
});

describe("reading Lever's answer", () => {
  it('takes { ok: true, applicationId } as delivered, with the id', () => {
    expect(readLeverAnswer(answer(200, real.lever.applied))).toEqual({
      receipt: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    });
  });

  it('takes { ok: false } as a failure, even with a 200, and words an empty error', () => {
    expect(failureOf(() => readLeverAnswer(answer(200, real.lever.emptyError))).message).toContain('{}');
    expect(failureOf(() => readLeverAnswer(answer(404, real.lever.documentNotFound)))).toMatchObject({
      permanent: true,
      message: 'Lever answered 404: Document not found',
    });
  });

  it('comes back after a 429 when its Retry-After says, in seconds or as a date', () => {
    expect(failureOf(() => readLeverAnswer(answer(429, real.lever.tooManyRequests, '3'), NOW))).toMatchObject({
      permanent: false,
      retryAt: NOW + 3_000,
    });
    expect(retryAfterAt(new Date(NOW + 5_000).toUTCString(), NOW)).toBe(NOW + 5_000);
    // Without one (or an unreadable one): a second, Lever's window.
    expect(retryAfterAt(null, NOW)).toBe(NOW + 1_000);
    expect(retryAfterAt('soon', NOW)).toBe(NOW + 1_000);
  });
});

describe("reading Recruitee's answers", () => {
  it("takes the candidate's id of a 201 as the ATS's id", () => {
    expect(readRecruiteeAnswer(answer(201, real.recruitee.created))).toEqual({ receipt: '51359843' });
  });

  it('stops at a 422 with what Recruitee refused, its list and its fields in words', () => {
    const failure = failureOf(() =>
      readRecruiteeAnswer(
        answer(422, { error: ["Graduation Year content can't be blank"], error_fields: { email: ['is invalid'] } }),
      ),
    );
    expect(failure).toMatchObject({
      permanent: true,
      message: "Recruitee refused the application: Graduation Year content can't be blank; email is invalid",
    });
  });

  it('stops at a 404 (the offer closed) and at a 2xx without the candidate, which is not posted twice', () => {
    expect(failureOf(() => readRecruiteeAnswer(answer(404, { error: 'Not found' })))).toMatchObject({
      permanent: true,
    });
    const unknown = failureOf(() => readRecruiteeAnswer(answer(201, { ok: true })));
    expect(unknown).toMatchObject({ permanent: true, message: expect.stringContaining('check Recruitee') });
  });

  it('comes back after a 429 when Retry-After says, and tries a 5xx again', () => {
    expect(failureOf(() => readRecruiteeAnswer(answer(429, {}, '30'), NOW))).toMatchObject({
      permanent: false,
      retryAt: NOW + 30_000,
    });
    expect(failureOf(() => readRecruiteeAnswer(answer(503, 'Service Unavailable'), NOW))).toMatchObject({
      permanent: false,
      retryAt: undefined,
    });
  });

  it("reads the offer's slug its applications go to; a closed offer stops the delivery", () => {
    expect(
      readRecruiteeOffer(answer(200, { offer: { id: 1776543, slug: 'growth-marketing-manager-brazil' } }), '1776543'),
    ).toEqual({
      slug: 'growth-marketing-manager-brazil',
    });
    expect(failureOf(() => readRecruiteeOffer(answer(404, { error: 'Not found' }), '1776543'))).toMatchObject({
      permanent: true,
      message: 'Recruitee has no published offer 1776543: it was closed or unpublished',
    });
    expect(failureOf(() => readRecruiteeOffer(answer(200, { offer: { slug: '../x' } }), '1'))).toMatchObject({
      permanent: false,
    });
  });
});
