import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PROJECT_ID } from '../../server/auth/firebase-settings';
import { SIGN_IN_LINKS_PER_MAILBOX_PER_DAY } from '../../server/auth/sign-in-link-routes';
import { uniqueEmail } from '../support/candidate-browser';
import { askLink, linkingSite, signInWithLink } from '../support/sign-in-links';
import { signInLinkEmail } from '../../server/auth/sign-in-link-email';
import { createOutboxStore } from '../../server/notifications/outbox-store';
import { medinest } from '../support/email-brand';
import { migratedTestDatabase, type TestDatabaseKind } from '../support/test-database';

describe('POST /api/sign-in-link', () => {
  it('emails a link to this site’s sign-in page that signs the address in once, verified, and says nothing typed but the address', async () => {
    const { app, emails } = await linkingSite();
    const email = uniqueEmail();
    const asked = await askLink(app, { email: email.toUpperCase(), returnTo: '/ReveiwSubmit' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ data: { sent: true } });

    const [mail] = await emails(1);
    expect(mail!.to).toMatchObject({ value: [{ address: email }] });
    expect(mail!.subject).toBe('Your link to sign in to Medinest Careers');
    const link = /^http:\/\/localhost:3000\/carrer\/sign-in\?\S+$/m.exec(String(mail!.text))?.[0];
    expect(link).toBeDefined();
    const params = new URL(link!).searchParams;
    expect(params.get('returnTo')).toBe('/ReveiwSubmit');
    expect(params.get('mode')).toBe('signIn');
    expect(String(mail!.html)).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);
    // Text of the email besides the link: the site's own words and the address, nothing of the request's.
    expect(String(mail!.text).replace(link!, '')).not.toContain('ReveiwSubmit');

    const first = await signInWithLink(link!, email);
    expect(first.status).toBe(200);
    const session = await request(app).post('/api/session').send({ idToken: first.body.idToken }).expect(200);
    expect(session.body.user).toMatchObject({ email, emailVerified: true });
    const again = await signInWithLink(link!, email);
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toMatch(/INVALID_OOB_CODE/);
  });

  it('hands no draft to an account of another address, nor for a token changed by a letter', async () => {
    const { app, emails } = await linkingSite();
    const [asker, other] = [uniqueEmail(), uniqueEmail()];
    const saved = await request(app)
      .put('/api/application/draft/general')
      .send({ preferredStartDate: '2027-02-01', relocate: 'Yes', howHeard: 'LinkedIn' })
      .expect(200);
    await askLink(app, { email: asker }).set('Cookie', saved.headers['set-cookie']![0]!.split(';')[0]!).expect(202);
    await askLink(app, { email: other }, '198.51.100.21').expect(202);
    const mails = await emails(2);
    const linkTo = (address: string) =>
      /^http\S+$/m.exec(String(mails.find((mail) => mail.text?.includes(address))!.text))![0];
    const draft = new URL(linkTo(asker)).searchParams.get('draft')!;
    const tampered = `${draft.slice(0, -1)}${draft.endsWith('A') ? 'B' : 'A'}`;
    for (const [address, token] of [
      [other, draft],
      [asker, tampered],
    ] as const) {
      const signedIn = await signInWithLink(linkTo(address), address);
      const session = await request(app)
        .post('/api/session')
        .send({ idToken: signedIn.body.idToken, draft: token })
        .expect(200);
      const cookie = session.headers['set-cookie']![0]!.split(';')[0]!;
      const got = await request(app).get('/api/application/draft').set('Cookie', cookie).expect(200);
      expect(got.body.data.steps.general, address).toBeUndefined();
    }
  });

  it('refuses a body that is not an email address, and a return path that leaves the site', async () => {
    const { app, files } = await linkingSite();
    const bad = await askLink(app, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['email']);
    const away = await askLink(app, { email: uniqueEmail(), returnTo: '//evil.example/' });
    expect(away.status).toBe(400);
    expect(Object.keys(away.body.error.fields)).toEqual(['returnTo']);
    expect((await request(app).post('/api/sign-in-link').type('form').send('email=a@b.example')).status).toBe(415);
    expect(files()).toEqual([]);
  });

  it('writes links only with PUBLIC_URL, or for a request to this machine by name: never to a Host a stranger sent', async () => {
    const unset = await linkingSite();
    const stranger = await askLink(unset.app, { email: uniqueEmail() }, '198.51.100.2', 'evil.example');
    expect(stranger.status).toBe(503);
    expect(stranger.body.error.code).toBe('sign_in_links_unavailable');

    const set = await linkingSite({ PUBLIC_URL: 'https://careers.example.test' });
    expect((await askLink(set.app, { email: uniqueEmail() }, '198.51.100.3', 'evil.example')).status).toBe(202);
    const [mail] = await set.emails(1);
    expect(String(mail!.text)).toMatch(/https:\/\/careers\.example\.test\/carrer\/sign-in\?\S*\bmode=signIn/);
    expect(String(mail!.text) + String(mail!.html)).not.toContain('evil.example');
    expect(unset.files()).toEqual([]);
  });

  it('limits links per client an hour, and per mailbox a day however the address is spelled, answering alike', async () => {
    const { app, emails, files, logLines, waitingInOutbox } = await linkingSite({
      SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: '2',
    });
    expect((await askLink(app, { email: uniqueEmail() }, '198.51.100.10')).status).toBe(202);
    expect((await askLink(app, { email: uniqueEmail() }, '198.51.100.10')).status).toBe(202);
    const third = await askLink(app, { email: uniqueEmail() }, '198.51.100.10');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await emails(2);

    const [name, domain] = uniqueEmail().split('@');
    for (let client = 0; client <= SIGN_IN_LINKS_PER_MAILBOX_PER_DAY; client++) {
      const asked = await askLink(app, { email: `${name}+${client}@${domain}` }, `203.0.113.${client + 1}`);
      expect(asked.status).toBe(202);
    }
    await emails(2 + SIGN_IN_LINKS_PER_MAILBOX_PER_DAY);
    // The mailbox's sixth is answered as the others were, and written nowhere: it was refused
    // before its answer, so nothing of it can be on its way to the outbox now.
    expect(logLines.filter((line) => line.signInLink === 'mailbox_limit')).toHaveLength(1);
    expect(await waitingInOutbox()).toBe(0);
    expect(files()).toHaveLength(2 + SIGN_IN_LINKS_PER_MAILBOX_PER_DAY);
  });

  it('is refused where the server has no way to make links (no Firebase)', async () => {
    const { app } = await linkingSite({ FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID });
    const refused = await askLink(app, { email: uniqueEmail() });
    expect(refused.status).toBe(503);
    const site = await request(app).get('/api/site').expect(200);
    expect(site.body.data.signIn).toBeNull();
  });
});

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('sign-in links in the outbox on %s', (kind) => {
  it('are deleted an hour after they were written, sent or not; no other email is', async () => {
    const database = await migratedTestDatabase(kind);
    try {
      const outbox = createOutboxStore(database.db, database.dialect);
      // An address with a quote: a string value's quotes are escaped in the JSON payload.
      const link = signInLinkEmail(medinest, '"topic":"sign-in"@example.com', 'https://careers.example.test/x');
      const other = { ...link, topic: undefined, subject: 'Not a link: "topic":"sign-in"' };
      await outbox.add([link, other]);
      expect(await outbox.deleteSignInEmailsBefore(Date.now() - 3_600_000)).toEqual([]);
      expect(await outbox.deleteSignInEmailsBefore(Date.now() + 1)).toHaveLength(1);
      const left = await database.db.selectFrom('outbox').select('payload').execute();
      expect(left.map((row) => JSON.parse(row.payload).subject)).toEqual([other.subject]);
    } finally {
      await database.close();
    }
  });
});
