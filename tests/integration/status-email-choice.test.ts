import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from '../support/auth-emulator';
import { appliedCandidate, sessionCookieFor } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { outboxRows } from '../support/outbox-rows';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const TEAM = 'hiring@medinest.example';
const DEFAULT_DELAY_MS = 600_000;

type App = Awaited<ReturnType<typeof createTestApp>>['app'];
type Applicant = Awaited<ReturnType<typeof appliedCandidate>>;

/** An app that emails through a real SMTP sink, with `env` on top; its recruiter's cookie. */
async function emailingApp(kind: 'SQLite' | 'Postgres', env: Record<string, string>) {
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  const recruiterEmail = `recruiter-undo-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  const config = {
    DATA_DIR: freshDataDir(),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    RECRUITER_EMAILS: recruiterEmail,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
    NOTIFY_EMAILS: TEAM,
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_MS: '50',
    ...(await databaseEnvFor(kind, cleanups)),
    ...env,
  };
  const { app } = await createTestApp({ env: config });
  return { app, smtp, config, recruiter: await sessionCookieFor(app, recruiterEmail), recruiterEmail };
}

/** The application's status emails in the outbox: when written, when they may leave, whether sent. */
async function statusEmailRows(config: { DATA_DIR: string; DATABASE_URL?: string }, applicationId: string) {
  const { db } = await openDatabase(config, silentLogger);
  try {
    const rows = await db
      .selectFrom('outbox')
      .select(['payload', 'created_at', 'next_attempt_at', 'sent_at'])
      .where('application_id', '=', applicationId)
      .execute();
    return rows
      .map((row) => ({ ...row, message: JSON.parse(row.payload) as { topic?: string; subject: string } }))
      .filter((row) => row.message.topic === 'status');
  } finally {
    await db.destroy();
  }
}

const subjectsTo = (smtp: SmtpSink, address: string) => smtp.to(address).map((mail) => mail.subject);

describe.each(['SQLite', 'Postgres'] as const)('a status email the recruiter chooses, on %s', (kind) => {
  describe(`with the default delay (${DEFAULT_DELAY_MS} ms)`, () => {
    let app: App;
    let smtp: SmtpSink;
    let config: Awaited<ReturnType<typeof emailingApp>>['config'];
    let recruiter: string;
    let recruiterEmail: string;
    let mei: Applicant;

    const path = (id: string, rest = '') => `/api/recruiter/applications/${id}${rest}`;
    const move = (id: string, body: object) => request(app).patch(path(id)).set('Cookie', recruiter).send(body);
    const undo = (id: string) => request(app).delete(path(id, '/pending-email')).set('Cookie', recruiter);

    beforeAll(async () => {
      ({ app, smtp, config, recruiter, recruiterEmail } = await emailingApp(kind, {}));
      mei = await appliedCandidate(app, 'Mei', 'Lin');
      await eventually(() => smtp.to(mei.email).length === 1, 15_000, 'the confirmation');
    });

    it('shows the recruiter the email a move would send, written by the code that sends it', async () => {
      const { body } = await request(app)
        .get(path(mei.id, '/status-email?status=interview'))
        .set('Cookie', recruiter)
        .expect(200);
      expect(body.data).toMatchObject({
        to: [mei.email],
        subject: `Invitation to interview: ${requisition.title}`,
        delayMs: DEFAULT_DELAY_MS,
      });
      expect(body.data.text).toContain('Dear Mei,');
      expect(body.data.text).toContain(`Your reference is ${mei.reference}.`);
      const none = await request(app).get(path(mei.id, '/status-email?status=hired')).set('Cookie', recruiter);
      expect([none.status, Object.keys(none.body.error.fields)]).toEqual([400, ['status']]);
      await request(app).get(path('no-such-id', '/status-email?status=offer')).set('Cookie', recruiter).expect(404);
    });

    it('refuses a move that emails without `notify`, naming it, and changes nothing', async () => {
      for (const status of ['interview', 'offer', 'rejected']) {
        const refused = await move(mei.id, { status }).expect(400);
        expect(Object.keys(refused.body.error.fields)).toEqual(['notify']);
        expect(refused.body.error.fields.notify[0]).toContain('is required');
      }
      const wrong = await move(mei.id, { status: 'interview', notify: 'yes' }).expect(400);
      expect(Object.keys(wrong.body.error.fields)).toEqual(['notify']);
      // A move that emails nobody cannot promise an email.
      const noEmail = await move(mei.id, { status: 'in_review', notify: true }).expect(400);
      expect(noEmail.body.error.fields.notify[0]).toContain('only with status interview, offer or rejected');
      const { body } = await request(app).get(path(mei.id)).set('Cookie', recruiter).expect(200);
      expect([body.data.status, body.data.history]).toEqual(['new', []]);
    });

    it('holds a chosen email in the outbox for the delay, and Undo takes it back', async () => {
      const moved = await move(mei.id, { status: 'interview', notify: true }).expect(200);
      expect(moved.body.data.pendingEmail).toMatchObject({
        to: [mei.email],
        subject: `Invitation to interview: ${requisition.title}`,
      });
      const [row] = await statusEmailRows(config, mei.id);
      expect(row!.next_attempt_at - row!.created_at).toBe(DEFAULT_DELAY_MS);
      expect(Date.parse(moved.body.data.pendingEmail.sendAt)).toBe(row!.next_attempt_at);

      // Another candidate applies after the move: their confirmation and the team's notice go
      // out through the same worker, which passes over the status email that is not due yet.
      const jose = await appliedCandidate(app, 'José', 'Álvarez');
      await eventually(() => smtp.to(jose.email).length === 1 && smtp.to(TEAM).length === 2, 15_000, 'later mail');
      expect(subjectsTo(smtp, mei.email)).toHaveLength(1);

      // The candidate's download lists it as scheduled, with when it is due, beside the sent confirmation.
      const emailsExported = async () =>
        (await mei.get('/api/me/data')).body.data.applications[0].emails as Record<string, unknown>[];
      await eventually(async () => (await emailsExported())[0]?.state === 'sent', 15_000, 'the confirmation sent');
      expect(await emailsExported()).toEqual([
        expect.objectContaining({
          subject: `We received your application: ${requisition.title}`,
          state: 'sent',
          sentAt: expect.any(String),
        }),
        expect.objectContaining({
          subject: `Invitation to interview: ${requisition.title}`,
          state: 'scheduled',
          sentAt: null,
          scheduledFor: moved.body.data.pendingEmail.sendAt,
        }),
      ]);

      const undone = await undo(mei.id).expect(200);
      expect(undone.body.data.status).toBe('interview');
      expect(undone.body.data.pendingEmail).toBeNull();
      expect(undone.body.data.history.map((event: { kind: string; note: string | null }) => event.note)).toEqual([
        null,
        'scheduled',
        'cancelled',
      ]);
      expect(undone.body.data.history[2].actor).toBe(recruiterEmail);
      expect(await statusEmailRows(config, mei.id)).toEqual([]);
      // Taken back, it is no longer the candidate's to see.
      expect((await emailsExported()).map((email) => email.subject)).toEqual([
        `We received your application: ${requisition.title}`,
      ]);
      const again = await undo(mei.id).expect(409);
      expect(again.body.error.code).toBe('no_pending_email');
      await undo('no-such-id').expect(404);
    });

    it('moves without an email when the recruiter says notify: false, and says so in the history', async () => {
      const { body } = await move(mei.id, { status: 'offer', notify: false }).expect(200);
      expect(body.data.pendingEmail).toBeNull();
      expect(body.data.history.at(-1)).toMatchObject({ kind: 'email', note: 'withheld' });
      expect(await statusEmailRows(config, mei.id)).toEqual([]);
      expect((await undo(mei.id).expect(409)).body.error.code).toBe('no_pending_email');
    });

    it('cancels a waiting email when the application moves on before it left', async () => {
      await move(mei.id, { status: 'rejected', notify: true }).expect(200);
      const { body } = await move(mei.id, { status: 'in_review' }).expect(200);
      expect(body.data.pendingEmail).toBeNull();
      expect(body.data.history.at(-1)).toMatchObject({ kind: 'email', note: 'cancelled' });
      expect(await statusEmailRows(config, mei.id)).toEqual([]);

      // Moved on to another status that emails: the old email gives way to the new one, in that order.
      await move(mei.id, { status: 'interview', notify: true }).expect(200);
      const offered = (await move(mei.id, { status: 'offer', notify: true }).expect(200)).body.data;
      expect(offered.pendingEmail.subject).toBe(`An offer for you: ${requisition.title}`);
      expect(offered.history.slice(-3).map((event: { kind: string; note: string | null }) => event.note)).toEqual([
        null,
        'cancelled',
        'scheduled',
      ]);
      expect((await statusEmailRows(config, mei.id)).map((row) => row.message.subject)).toEqual([
        `An offer for you: ${requisition.title}`,
      ]);
    });
  });

  describe('with a short delay (CANDIDATE_EMAIL_DELAY_MS=100)', () => {
    let app: App;
    let smtp: SmtpSink;
    let config: Awaited<ReturnType<typeof emailingApp>>['config'];
    let recruiter: string;

    beforeAll(async () => {
      ({ app, smtp, config, recruiter } = await emailingApp(kind, { CANDIDATE_EMAIL_DELAY_MS: '100' }));
    });

    it('sends the chosen email once it is due, never the one the recruiter declined, and Undo then answers 409', async () => {
      const declined = await appliedCandidate(app, 'Ana', 'Silva');
      const chosen = await appliedCandidate(app, 'Noor', 'Haddad');
      const move = (id: string, body: object) =>
        request(app).patch(`/api/recruiter/applications/${id}`).set('Cookie', recruiter).send(body).expect(200);
      await move(declined.id, { status: 'rejected', notify: false });
      await move(chosen.id, { status: 'offer', notify: true });

      // Everything in the outbox has left: the offer, and no rejection, which was never written.
      await eventually(
        async () =>
          subjectsTo(smtp, chosen.email).includes(`An offer for you: ${requisition.title}`) &&
          (await outboxRows(config)).unsent === 0,
        15_000,
        'the offer email',
      );
      expect(await statusEmailRows(config, declined.id)).toEqual([]);
      expect(subjectsTo(smtp, declined.email)).toHaveLength(1);
      expect(subjectsTo(smtp, declined.email)[0]).not.toContain('Your application:');

      const late = await request(app)
        .delete(`/api/recruiter/applications/${chosen.id}/pending-email`)
        .set('Cookie', recruiter)
        .expect(409);
      expect(late.body.error.code).toBe('no_pending_email');
      const { body } = await request(app)
        .get(`/api/recruiter/applications/${chosen.id}`)
        .set('Cookie', recruiter)
        .expect(200);
      expect(body.data.pendingEmail).toBeNull();
      expect(body.data.history.at(-1)).toMatchObject({ kind: 'email', note: 'scheduled' });
    });
  });
});
