import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { freshJobsFile } from '../support/example-jobs';
import { escapeHtml } from '../support/html-escape';
import { onePagePdf } from '../support/one-page-pdf';
import { askLink, linkingSite, signInWithLink } from '../support/sign-in-links';
import { sessionCookieFrom } from '../support/session-cookie';
import { usePostgresDatabaseOfFile } from '../support/test-database';
import { freshDataDir } from '../support/test-app';

const postgres = usePostgresDatabaseOfFile();
const jobsFile = `file:${freshJobsFile()}`;

describe.each([
  ['SQLite', () => ({ DATA_DIR: freshDataDir() })],
  ['Postgres', () => ({ DATABASE_URL: postgres.url })],
])('a draft a sign-in link carries, on %s', (_store, storeEnv) => {
  /** A visitor's browser that has chosen `jobId` and saved its contact step as `email`. */
  async function visitorWithDraft(app: Parameters<typeof candidate>[0], jobId: string, email: string) {
    const browser = candidate(app);
    expect((await browser.post(`/joblistings/${jobId}`)).status).toBe(303);
    expect((await browser.put('/api/application/draft/contact', { ...validAnswers.contact, email })).status).toBe(200);
    return browser;
  }

  /** The link emailed for `email` (the last one written), and its draft token. */
  async function linkFor(emails: (count: number) => Promise<{ text?: string | false }[]>, count: number) {
    const mails = await emails(count);
    const link = /^http\S+$/m.exec(String(mails.at(-1)!.text))![0];
    return { link, draft: new URL(link).searchParams.get('draft') };
  }

  it("is offered, not applied, to the address's account in another browser: a stranger's draft changes nothing until taken", async () => {
    const { app, emails } = await linkingSite({ JOBS_SOURCE: jobsFile, ...storeEnv() });
    const victim = uniqueEmail();
    // The attacker's draft: their job, contact and resume; a link asked for with the victim's address.
    const attacker = await visitorWithDraft(app, 'pharmacy-operations-intern', 'mallory@evil.example');
    expect((await attacker.upload(onePagePdf('Mallory'), 'mallory.pdf')).status).toBe(201);
    await askLink(app, { email: victim, returnTo: '/ReveiwSubmit' }).set('Cookie', attacker.cookie!).expect(202);
    const { link, draft } = await linkFor(emails, 1);
    expect(draft).not.toBeNull();

    // The victim's own browser, with a draft of their own, opens the link.
    const own = await visitorWithDraft(app, 'backend-engineer', victim);
    const signedIn = await signInWithLink(link, victim);
    const session = await request(app)
      .post('/api/session')
      .set('Cookie', own.cookie!)
      .send({ idToken: signedIn.body.idToken, draft })
      .expect(200);
    expect(session.body.draftOffered).toBe(true);
    const cookie = sessionCookieFrom(session.headers['set-cookie'])!;
    const draftOf = async () => (await request(app).get('/api/application/draft').set('Cookie', cookie)).body.data;
    const before = await draftOf();
    expect(before.job.id).toBe('backend-engineer');
    expect(before.steps.contact.email).toBe(victim);
    expect(before.resume).toBeNull();

    // The offer shows what the draft holds.
    const offer = await request(app).get('/application-from-link').set('Cookie', cookie).expect(200);
    expect(offer.text).toContain(escapeHtml('mallory@evil.example'));
    expect(offer.text).toContain('mallory.pdf');
    expect(offer.text).toContain('Pharmacy Operations Intern');

    // Left: nothing of the victim's changed, and the stranger's draft is gone.
    const left = await request(app)
      .post('/application-from-link')
      .set('Cookie', cookie)
      .type('form')
      .send({ choice: 'leave' })
      .expect(303);
    expect(left.headers.location).toBe('/carrer/sign-up');
    expect(await draftOf()).toEqual(before);
    // The stranger's own draft is theirs still: what was offered was a copy.
    expect((await attacker.draft()).data.steps.contact.email).toBe('mallory@evil.example');
    const again = await request(app).get('/application-from-link').set('Cookie', cookie).expect(302);
    expect(again.headers.location).toBe('/carrer/sign-up');
  });

  it("joins the candidate's account once taken: its job, the steps the account lacks and its resume", async () => {
    const { app, emails } = await linkingSite({ JOBS_SOURCE: jobsFile, ...storeEnv() });
    const email = uniqueEmail();
    // The phone: a job, the contact step and a resume; the link asked for there.
    const phone = await visitorWithDraft(app, 'pharmacy-operations-intern', email);
    expect((await phone.upload(onePagePdf('Asha Rao'), 'Asha Rao CV.pdf')).status).toBe(201);
    await askLink(app, { email }).set('Cookie', phone.cookie!).expect(202);
    const { link, draft } = await linkFor(emails, 1);

    // The laptop: no draft of its own.
    const signedIn = await signInWithLink(link, email);
    const session = await request(app).post('/api/session').send({ idToken: signedIn.body.idToken, draft }).expect(200);
    expect(session.body).toMatchObject({ draftOffered: true, next: '/application-from-link' });
    const cookie = sessionCookieFrom(session.headers['set-cookie'])!;
    expect((await request(app).get('/api/application/draft').set('Cookie', cookie)).body.data.steps).toEqual({});
    // The browser that asked changes its draft after the offer was made: what is taken is what was offered.
    expect(
      (await phone.put('/api/application/draft/contact', { ...validAnswers.contact, email: 'changed@evil.example' }))
        .status,
    ).toBe(200);

    await request(app)
      .post('/application-from-link')
      .set('Cookie', cookie)
      .type('form')
      .send({ choice: 'take' })
      .expect(303);
    const taken = (await request(app).get('/api/application/draft').set('Cookie', cookie)).body.data;
    expect(taken.job.id).toBe('pharmacy-operations-intern');
    expect(taken.steps.contact.email).toBe(email);
    expect(taken.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf' });
  });

  it('leads back where the link was asked to only in the browser that asked, else only to pages of the account', async () => {
    const { app, emails } = await linkingSite({ JOBS_SOURCE: jobsFile, ...storeEnv() });
    const email = uniqueEmail();
    const asked = await request(app).post('/api/sign-in-link').send({ email, returnTo: '/ReveiwSubmit' }).expect(202);
    const askingCookie = sessionCookieFrom(asked.headers['set-cookie']);
    const { link } = await linkFor(emails, 1);
    const asker = new URL(link).searchParams.get('asker');
    expect(asker).toMatch(/^[\w-]{20,}$/);
    const { body: signedIn } = await signInWithLink(link, email);
    // One ID token, verified again for each way back tried.
    const signIn = async (returnTo: string, cookie?: string) => {
      const sent = request(app).post('/api/session').send({ idToken: signedIn.idToken, asker, returnTo });
      return (await (cookie ? sent.set('Cookie', cookie) : sent).expect(200)).body.next;
    };
    expect(await signIn('/ReveiwSubmit', askingCookie)).toBe('/ReveiwSubmit');
    for (const spelling of ['/ReveiwSubmit', '/%52eveiwSubmit', '/reveiwsubmit/', '/carrer/sign-up']) {
      expect(await signIn(spelling), spelling).toBeUndefined();
    }
    expect(await signIn('/applications')).toBe('/applications');
    expect(await signIn('/recruiter/applications/123')).toBe('/recruiter/applications/123');
  });

  it('is applied at once in the browser that asked for the link: it is that browser’s own draft', async () => {
    const { app, emails } = await linkingSite({ JOBS_SOURCE: jobsFile, ...storeEnv() });
    const email = uniqueEmail();
    const browser = await visitorWithDraft(app, 'pharmacy-operations-intern', email);
    await askLink(app, { email }).set('Cookie', browser.cookie!).expect(202);
    const { link, draft } = await linkFor(emails, 1);
    const signedIn = await signInWithLink(link, email);
    const session = await request(app)
      .post('/api/session')
      .set('Cookie', browser.cookie!)
      .send({ idToken: signedIn.body.idToken, draft })
      .expect(200);
    expect(session.body).not.toHaveProperty('draftOffered');
    const cookie = sessionCookieFrom(session.headers['set-cookie'])!;
    const mine = (await request(app).get('/api/application/draft').set('Cookie', cookie)).body.data;
    expect(mine.job.id).toBe('pharmacy-operations-intern');
    expect(mine.steps.contact.email).toBe(email);
  });
});
