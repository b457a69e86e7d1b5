import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALERTS_PUBLIC_URL,
  alertingSite as alertingSiteOf,
  confirmByLink,
  puneNurseJob,
} from '../support/alerting-site';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { exampleJobs } from '../support/example-jobs';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const PUBLIC_URL = ALERTS_PUBLIC_URL;
const nurse = puneNurseJob;
const alertingSite = (kind: 'SQLite' | 'Postgres', extra?: Record<string, string>) =>
  alertingSiteOf(cleanups, kind, extra);

/** The path and query of the first link to `path` in an email's text. */
const linkIn = (text: string | undefined, path: string) => {
  const found = new RegExp(`${PUBLIC_URL}(${path}\\?token=[^\\s]+)`).exec(text ?? '')?.[1];
  expect(found, `a ${path} link in:\n${text}`).toBeDefined();
  return found as string;
};

const subscribe = (app: Parameters<typeof request>[0], body: object) => request(app).post('/api/alerts').send(body);

describe.each(['SQLite', 'Postgres'] as const)('job alerts on %s', (kind) => {
  it('a visitor subscribes to “nurse” in Pune weekly, confirms, gets one digest of the new job, and unsubscribes in one click', async () => {
    const { app, smtp, jobsFile, db, sendAlerts } = await alertingSite(kind);
    const email = uniqueEmail();
    const asked = await subscribe(app, { email, search: { q: 'nurse pune' }, frequency: 'weekly' });
    expect(asked.status).toBe(202);

    await eventually(() => smtp.to(email).length === 1);
    const [confirmation] = smtp.to(email);
    expect(confirmation?.subject).toMatch(/Confirm your job alert/);
    // Double opt-in: a run before the link is opened writes no digest (whichever process would send it).
    const digestRows = () =>
      db((db) => db.selectFrom('outbox').select('alert_period').where('alert_period', 'is not', null).execute());
    expect((await sendAlerts()).code).toBe(0);
    expect(await digestRows()).toEqual([]);
    expect(smtp.to(email)).toHaveLength(1);

    const confirmed = await confirmByLink(app, linkIn(confirmation?.text, '/alerts/confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Your job alert is confirmed');

    writeFileSync(jobsFile, JSON.stringify([...exampleJobs(), nurse]));
    const first = await sendAlerts();
    expect(first.code, first.output).toBe(0);
    // The digest is in the outbox: the run delivers it, or the site's own worker does, which polls
    // the same database every 50 ms and may lease it first.
    await eventually(() => smtp.to(email).length >= 2, 10_000, 'the digest delivered');
    expect(smtp.to(email), first.output).toHaveLength(2);
    const digest = smtp.to(email)[1];
    expect(digest?.subject).toBe('1 new job matching “nurse pune”');
    expect(digest?.text).toContain('Staff Nurse');
    expect(digest?.text).toContain('Pune, Maharashtra · Full-Time');
    expect(digest?.text).toContain(`${PUBLIC_URL}/joblistings/staff-nurse-pune`);
    // The example's Pune internship is no nurse, and was there before the subscription.
    expect(digest?.text).not.toContain('Pharmacy Operations Intern');
    const header = (name: string) => digest?.headerLines.find((line) => line.key === name)?.line ?? '';
    const unsubscribe = linkIn(digest?.text, '/alerts/unsubscribe');
    expect(header('list-unsubscribe')).toContain(`<${PUBLIC_URL}${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A second run in the same period writes no second digest (the outbox's unique key), which
    // the outbox shows whichever process would have delivered it.
    const second = await sendAlerts();
    expect(second.code).toBe(0);
    expect(await digestRows()).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(2);

    const page = await request(app).get(unsubscribe);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form [^>]*action="\/alerts\/unsubscribe\?token=[^"]+" method="post">/);
    // RFC 8058: the mail client's POST, with no cookie and no page in between, stops this alert.
    const oneClick = await request(app).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('This job alert is stopped');
    expect(await db((db) => db.selectFrom('alert_subscriptions').selectAll().execute())).toEqual([]);
    writeFileSync(jobsFile, JSON.stringify([...exampleJobs(), nurse, { ...nurse, id: 'night-nurse-pune' }]));
    expect((await sendAlerts()).code).toBe(0);
    expect(await digestRows()).toEqual([]);
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('answers the same whether or not the address is subscribed, and sends nothing more to a confirmed one', async () => {
    const { app, smtp, outboxSent } = await alertingSite(kind);
    const email = uniqueEmail();
    const body = { email, search: { q: 'engineer', location: 'onsite' }, frequency: 'daily' };
    const first = await subscribe(app, body);
    await eventually(() => smtp.to(email).length === 1);
    await confirmByLink(app, linkIn(smtp.to(email)[0]?.text, '/alerts/confirm')).expect(200);
    const again = await subscribe(app, { ...body, frequency: 'weekly' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    await outboxSent();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('refuses bad bodies with 400s naming the fields', async () => {
    const { app } = await alertingSite(kind);
    const email = uniqueEmail();
    const cases: [object, string][] = [
      [{ email, search: {} }, 'frequency'],
      [{ email, search: {}, frequency: 'hourly' }, 'frequency'],
      [{ email, search: { location: 'x'.repeat(101) }, frequency: 'daily' }, 'search.location'],
      [{ email, search: { location: 'Pune\u0000' }, frequency: 'daily' }, 'search.location'],
      [{ email, search: { q: 'x'.repeat(101) }, frequency: 'daily' }, 'search.q'],
      [{ email, search: { sort: 'newest' }, frequency: 'daily' }, 'search'],
      [{ email: 'not an address', search: {}, frequency: 'daily' }, 'email'],
      [{ search: {}, frequency: 'daily' }, 'email'],
      [{ email, frequency: 'daily' }, 'search'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_alert');
      expect(Object.keys(response.body.error.fields)).toContain(field);
    }
    expect((await request(app).post('/api/alerts').type('form').send('email=a@b.c')).status).toBe(415);
  });

  it('lets an unconfirmed alert lapse after 7 days, and limits each address and client', async () => {
    const { app, smtp, db, outboxSent } = await alertingSite(kind, { ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '7' });
    const email = uniqueEmail();
    await subscribe(app, { email, search: { q: 'designer' }, frequency: 'daily' }).expect(202);
    await eventually(() => smtp.to(email).length === 1);
    await db((db) =>
      db
        .updateTable('alert_subscriptions')
        .set({ created_at: Date.now() - 8 * 86_400_000 })
        .execute(),
    );
    const lapsed = await request(app).get(linkIn(smtp.to(email)[0]?.text, '/alerts/confirm'));
    expect(lapsed.status).toBe(410);
    // Per mailbox: five confirmations a day (the lapsed one's counted), whatever the searches
    // (job-alerts-abuse.test.ts spells the address in other ways); the answers are the same.
    const answers = [];
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) {
      answers.push((await subscribe(app, { email, search: { q }, frequency: 'daily' })).status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 202]);
    await outboxSent();
    expect(smtp.to(email)).toHaveLength(5);
    // Per client: ALERTS_SUBSCRIBE_LIMIT_PER_HOUR (7) requests an hour; this is the eighth.
    const over = await subscribe(app, { email: uniqueEmail(), search: {}, frequency: 'daily' });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a signed-in candidate their alerts (made before signing in too), exports and erases them', async () => {
    const { app, smtp, db } = await alertingSite(kind);
    const email = uniqueEmail();
    await subscribe(app, { email, search: { q: 'intern' }, frequency: 'weekly' }).expect(202);
    const browser = candidate(app);
    await browser.signIn(email);
    // The account's verified address: on at once, with no email to confirm it.
    expect((await browser.post('/api/alerts', { search: { q: 'nurse' }, frequency: 'daily' })).status).toBe(201);
    await eventually(() => smtp.to(email).length === 1);
    const mine = await browser.get('/api/me/alerts');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((alert: { search: object }) => alert.search)).toEqual([{ q: 'intern' }, { q: 'nurse' }]);
    const id = mine.body.data[1].id as string;
    const patched = await request(app)
      .patch(`/api/me/alerts/${id}`)
      .set('Cookie', browser.cookie ?? '')
      .send({ paused: true, frequency: 'weekly' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ paused: true, frequency: 'weekly' });
    const badPatch = await request(app)
      .patch(`/api/me/alerts/${id}`)
      .set('Cookie', browser.cookie ?? '')
      .send({});
    expect(badPatch.status).toBe(400);
    const stranger = candidate(app);
    await stranger.signIn();
    expect((await stranger.delete(`/api/me/alerts/${id}`)).status).toBe(404);

    const data = await browser.get('/api/me/data');
    expect(data.body.data.jobAlerts).toHaveLength(2);
    expect((await browser.delete('/api/me')).status).toBe(204);
    expect(await db((db) => db.selectFrom('alert_subscriptions').selectAll().execute())).toEqual([]);
    expect(
      await db((db) => db.selectFrom('outbox').select('id').where('alert_period', 'is not', null).execute()),
    ).toEqual([]);
  });

  it('offers and sends no alert without PUBLIC_URL, and says why', async () => {
    const { app, sendAlerts } = await alertingSite(kind, { PUBLIC_URL: '' });
    const refused = await subscribe(app, { email: uniqueEmail(), search: {}, frequency: 'daily' });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('alerts_unavailable');
    const run = await sendAlerts();
    expect(run.code).toBe(2);
    expect(run.output).toContain('PUBLIC_URL is not set');
  });
});
