import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ALERTS_PUBLIC_URL, alertingSite as alertingSiteOf, confirmByLink } from '../support/alerting-site';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const PUBLIC_URL = ALERTS_PUBLIC_URL;
const SENT = 'Check your inbox: we sent a link to confirm this alert.';

/** A site on SQLite mailing through a real SMTP sink (tests/support/alerting-site.ts), and its subscriptions. */
async function alertingSite(extra: Record<string, string> = {}) {
  const site = await alertingSiteOf(cleanups, 'SQLite', extra);
  const subscriptions = () =>
    site.db((db) => db.selectFrom('alert_subscriptions').select(['email', 'search', 'frequency']).execute());
  return { ...site, subscriptions };
}

/** The jobs page's "Email me jobs like these" form, posted as a browser without JavaScript does. */
const postForm = (app: Parameters<typeof request>[0], target: string, fields: Record<string, string>) =>
  request(app).post(target).type('form').send(new URLSearchParams(fields).toString());

/** The answer the page shows under the form. */
const answerOf = (html: string) => /<p id="job-alert-answer" role="(?:status|alert)">([^<]*)<\/p>/.exec(html)?.[1];

const linkIn = (text: string | undefined) => {
  const found = new RegExp(`${PUBLIC_URL}(/alerts/confirm\\?token=[^\\s]+)`).exec(text ?? '')?.[1];
  expect(found, `a confirmation link in:\n${text}`).toBeDefined();
  return found as string;
};

describe('“Email me jobs like these” on /joblistings', () => {
  it('carries the search on screen, not its order or page, as hidden fields of a post to the page', async () => {
    const { app } = await alertingSite();
    const page = await request(app).get('/joblistings?q=nurse&location=onsite&sort=newest');
    expect(page.status).toBe(200);
    const form = /<form[^>]*class="job-alert"[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
    expect(form).toMatch(/method="post"/);
    expect(form).toContain('<input type="hidden" name="q" value="nurse"/>');
    expect(form).toContain('<input type="hidden" name="location" value="onsite"/>');
    expect(form).not.toContain('name="sort"');
    expect(form).toMatch(/<input type="email"[^>]*required=""[^>]*name="email"/);
    expect(form).toMatch(/<select name="frequency"/);
  });

  it('carries a place of the Location filter, spelt as the list offers it, and subscribes to it', async () => {
    const { app, subscriptions } = await alertingSite();
    const page = await request(app).get('/joblistings?location=pune').expect(200);
    const form = /<form[^>]*class="job-alert"[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="location" value="Pune"/>');
    const email = uniqueEmail();
    const asked = await postForm(app, '/joblistings?location=Pune', { location: 'Pune', email, frequency: 'weekly' });
    expect([asked.status, answerOf(asked.text)]).toEqual([200, SENT]);
    expect(await subscriptions()).toEqual([
      { email, search: JSON.stringify({ location: 'Pune' }), frequency: 'weekly' },
    ]);
  });

  it('subscribes a visitor without JavaScript: the message, the confirmation email, the same answer again', async () => {
    const { app, smtp, subscriptions, outboxSent } = await alertingSite();
    const email = uniqueEmail();
    const fields = { q: 'nurse pune', location: 'onsite', email, frequency: 'weekly' };
    const asked = await postForm(app, '/joblistings?q=nurse+pune&location=onsite', fields);
    expect(asked.status).toBe(200);
    expect(answerOf(asked.text)).toBe(SENT);
    // The listing is still there under the answer.
    expect(asked.text).toContain('Email me jobs like these');

    await eventually(() => smtp.to(email).length === 1);
    const [confirmation] = smtp.to(email);
    expect(confirmation?.subject).toMatch(/Confirm your job alert/);
    // The search is what the visitor typed: the page the link opens shows it, not the email.
    expect(confirmation?.text).not.toContain('nurse pune');
    expect(await subscriptions()).toEqual([
      { email, search: JSON.stringify({ q: 'nurse pune', location: 'onsite' }), frequency: 'weekly' },
    ]);
    const opened = await request(app).get(linkIn(confirmation?.text)).expect(200);
    expect(opened.text).toContain(
      'Jobs matching “nurse pune”, on-site, emailed to you once a week when there are new ones. Nothing is sent until you confirm.',
    );
    await confirmByLink(app, linkIn(confirmation?.text)).expect(200);

    // No enumeration: asked again for a confirmed address, the page says the same and nothing is sent.
    const again = await postForm(app, '/joblistings?q=nurse+pune&location=onsite', { ...fields, frequency: 'daily' });
    expect([again.status, answerOf(again.text)]).toEqual([asked.status, answerOf(asked.text)]);
    const stranger = await postForm(app, '/joblistings', { email: uniqueEmail(), frequency: 'daily' });
    expect([stranger.status, answerOf(stranger.text)]).toEqual([asked.status, answerOf(asked.text)]);
    await outboxSent();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('turns on a signed-in candidate’s alert to their verified address at once, with no email, and takes no other address', async () => {
    const { app, smtp, subscriptions, outboxSent } = await alertingSite();
    const email = uniqueEmail();
    const browser = candidate(app);
    await browser.signIn(email);
    const page = await browser.get('/joblistings?q=nurse');
    expect(page.text).toContain(`New matches go to ${email}.`);
    expect(page.text).not.toMatch(/<input type="email"[^>]*name="email"/);
    const post = (fields: string) =>
      request(app)
        .post('/joblistings?q=nurse')
        .set('Cookie', browser.cookie ?? '')
        .type('form')
        .send(fields);
    const asked = await post('q=nurse&frequency=daily');
    expect([asked.status, answerOf(asked.text)]).toEqual([
      200,
      'Your job alert is on: new jobs like these will be emailed to you daily. You can change it on your job alerts page.',
    ]);
    expect(await subscriptions()).toEqual([{ email, search: JSON.stringify({ q: 'nurse' }), frequency: 'daily' }]);
    const [alert] = (await browser.get('/api/me/alerts')).body.data as { confirmed: boolean }[];
    expect(alert?.confirmed).toBe(true);
    // Asked again, it says the same and still sends nothing: the address was verified at sign-in.
    const again = await post('q=nurse&frequency=weekly');
    expect([again.status, answerOf(again.text)]).toEqual([200, answerOf(asked.text)?.replace('daily', 'weekly')]);
    await outboxSent();
    expect(smtp.to(email)).toEqual([]);
    const other = await post(`q=nurse&frequency=daily&email=${encodeURIComponent(uniqueEmail())}`);
    expect([other.status, answerOf(other.text)]).toEqual([400, 'Email must be your account’s address, or left out.']);
  });

  it('shows what is wrong with a field (400), and sends nothing', async () => {
    const { app, smtp, subscriptions, outboxSent } = await alertingSite();
    const bad = await postForm(app, '/joblistings', { email: 'not an address', frequency: 'weekly' });
    expect(bad.status).toBe(400);
    expect(answerOf(bad.text)).toBe('Email must be an email address.');
    expect(bad.text).toMatch(/<input type="email"[^>]*aria-invalid="true"[^>]*name="email"/);
    const none = await postForm(app, '/joblistings', { frequency: 'weekly' });
    expect(none.status).toBe(400);
    expect(answerOf(none.text)).toBe('Email is required unless you are signed in with a verified address.');
    const hourly = await postForm(app, '/joblistings', { email: uniqueEmail(), frequency: 'hourly' });
    expect([hourly.status, answerOf(hourly.text)]).toEqual([400, 'Frequency must be daily or weekly.']);
    const far = await postForm(app, '/joblistings', {
      email: uniqueEmail(),
      location: 'x'.repeat(101),
      frequency: 'daily',
    });
    expect(far.status).toBe(400);
    expect(answerOf(far.text)).toBe('Location must be at most 100 characters.');
    await outboxSent();
    expect(smtp.received.length).toBe(0);
    expect(await subscriptions()).toEqual([]);
  });

  it('keeps the address typed and the frequency chosen when the page answers, after an error and after a request', async () => {
    const { app } = await alertingSite();
    /** The option the form's frequency shows selected, and the address in its email field. */
    const formOf = (html: string) => ({
      frequency:
        /<select name="frequency"[^>]*>(?:<option[^>]*>[^<]*<\/option>)*?<option value="(\w+)" selected=""/.exec(
          html,
        )?.[1],
      email: /<input type="email"[^>]*value="([^"]*)"/.exec(html)?.[1],
    });
    expect(formOf((await request(app).get('/joblistings')).text)).toEqual({ frequency: 'weekly', email: undefined });
    const email = uniqueEmail();
    const refused = await postForm(app, '/joblistings', { email, location: 'x'.repeat(101), frequency: 'daily' });
    expect(refused.status).toBe(400);
    expect(formOf(refused.text)).toEqual({ frequency: 'daily', email });
    const asked = await postForm(app, '/joblistings', { email, frequency: 'daily' });
    expect([asked.status, answerOf(asked.text)]).toEqual([200, SENT]);
    expect(formOf(asked.text)).toEqual({ frequency: 'daily', email });
  });

  it('counts against the per-client limit shared with POST /api/alerts (429)', async () => {
    const { app } = await alertingSite({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '2' });
    await request(app).post('/api/alerts').send({ email: uniqueEmail(), search: {}, frequency: 'daily' }).expect(202);
    const second = await postForm(app, '/jobs', { email: uniqueEmail(), frequency: 'daily' });
    expect([second.status, answerOf(second.text)]).toEqual([200, SENT]);
    const third = await postForm(app, '/joblistings', { email: uniqueEmail(), frequency: 'daily' });
    expect(third.status).toBe(429);
    expect(answerOf(third.text)).toBe('Too many job alerts asked for from here. Please try again later.');
  });

  it.each([
    ['without PUBLIC_URL', { PUBLIC_URL: '' }],
    [
      'in production without SMTP_URL',
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), SMTP_URL: '', FIREBASE_AUTH_EMULATOR_HOST: '' },
    ],
  ])('offers no form %s, and says alerts are unavailable (503) to a post', async (_where, env) => {
    const { app, subscriptions } = await alertingSite(env);
    const page = await request(app).get('/joblistings').expect(200);
    expect(page.text).toContain('<h1>Job Openings</h1>');
    expect(page.text).not.toContain('class="job-alert"');
    expect(page.text).not.toContain('Email me jobs like these');
    // A post all the same (a page of before, a script) is refused, and nothing is kept.
    const off = await postForm(app, '/joblistings', { email: uniqueEmail(), frequency: 'daily' });
    expect(off.status).toBe(503);
    expect(await subscriptions()).toEqual([]);
  });
});
