import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { alertTokens } from '../../server/alerts/alert-tokens';
import { alertsEnv } from '../support/alert-runs';
import { ALERTS_PUBLIC_URL, alertingSite } from '../support/alerting-site';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { htmlProblemsOf } from '../support/html-validity';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

/** The path of the confirmation link in the latest email. */
const confirmLinkIn = (text: string | undefined) => {
  const found = new RegExp(`${ALERTS_PUBLIC_URL}(/alerts/confirm\\?token=[^\\s]+)`).exec(text ?? '')?.[1];
  expect(found, `a confirmation link in:\n${text}`).toBeDefined();
  return found as string;
};

/** The text of some HTML, as a reader sees it: tags gone, React's escapes read back, comments gone. */
const htmlText = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#x27);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name] ?? '',
    );

/** The page's message (role=status) and problem (role=alert), as text. */
const statusOf = (html: string) =>
  htmlText(/<div role="status" class="candidate-message">(.*?)<\/div>/.exec(html)?.[1] ?? '');
const problemOf = (html: string) =>
  htmlText(/<div role="alert" class="form-problem">(.*?)<\/div>/.exec(html)?.[1] ?? '');
/** One alert's card, by its words. */
const cardOf = (html: string, words: string) =>
  [...html.matchAll(/<article class="candidate-card alert-card"[\s\S]*?<\/article>/g)]
    .map(([card]) => card)
    .find((card) => htmlText(card).includes(words));

/** A signed-in candidate with two alerts: “nurse pune” weekly (confirmed) and “intern” daily (waiting). */
async function candidateWithAlerts() {
  const site = await alertingSite(cleanups);
  const email = uniqueEmail();
  const browser = candidate(site.app);
  await browser.signIn(email);
  await browser.post('/api/alerts', { search: { q: 'nurse pune' }, frequency: 'weekly' }).then(({ status }) => {
    expect(status).toBe(202);
  });
  await eventually(() => site.smtp.to(email).length === 1);
  await request(site.app)
    .get(confirmLinkIn(site.smtp.to(email)[0]?.text))
    .expect(200);
  expect((await browser.post('/api/alerts', { search: { q: 'intern' }, frequency: 'daily' })).status).toBe(202);
  const alerts = (await browser.get('/api/me/alerts')).body.data as { id: string; describedAs: string }[];
  const idOf = (words: string) => alerts.find((alert) => alert.describedAs === words)?.id as string;
  return { ...site, email, browser, nurse: idOf('“nurse pune”'), intern: idOf('“intern”') };
}

describe('/alerts, the candidate’s job alerts', () => {
  it('asks a visitor to sign in, and back here after it', async () => {
    const { app } = await alertingSite(cleanups);
    const page = await request(app).get('/alerts');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Job alerts | Medinest Careers</title>');
    expect(page.text).toContain('<h1>Job alerts</h1>');
    expect(page.text).toContain('Sign in to see your job alerts');
    expect(page.text).toContain('href="/carrer/sign-in?returnTo=%2Falerts"');
    // A form posted without a session goes to sign in, and changes nothing.
    const posted = await request(app).post('/alerts').type('form').send('alertId=x&intent=delete');
    expect(posted.status).toBe(302);
    expect(posted.headers.location).toBe('/carrer/sign-in?returnTo=%2Falerts');
    // Its forms post to it; a confirmation link's page takes none.
    expect((await request(app).put('/alerts').expect(405)).headers.allow).toBe('GET, HEAD, POST');
    expect((await request(app).post('/alerts/confirm?token=x').expect(405)).headers.allow).toBe('GET, HEAD');
  });

  it('lists each alert in words, how often, confirmed or waiting, with forms that post to the page', async () => {
    const { browser, email } = await candidateWithAlerts();
    const page = await browser.get('/alerts');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const nurse = htmlText(cardOf(page.text, '“nurse pune”') ?? '');
    expect(nurse).toContain('Confirmed');
    expect(nurse).toContain('How oftenWeekly');
    expect(nurse).toContain(`Sent to${email}`);
    expect(nurse).toContain('None yet');
    expect(nurse).not.toContain('Waiting for confirmation');
    const intern = htmlText(cardOf(page.text, '“intern”') ?? '');
    expect(intern).toContain('Waiting for confirmation');
    expect(intern).toContain('How oftenDaily');
    expect(intern).toContain('Unconfirmed alerts lapse after 7 days.');
    const card = cardOf(page.text, '“nurse pune”') ?? '';
    expect(card).toContain('href="/joblistings?q=nurse+pune"');
    expect(card.match(/<form [^>]*action="\/alerts" method="post">/g)).toHaveLength(3);
    for (const intent of ['frequency', 'pause', 'delete'])
      expect(card).toMatch(new RegExp(`<button type="submit" value="${intent}"[^>]* name="intent">`));
  });

  it('is valid HTML, signed in with alerts and signed out', async () => {
    const { app, browser, nurse } = await candidateWithAlerts();
    await browser.postForm('/alerts', { alertId: nurse, intent: 'pause' });
    for (const page of [await browser.get(`/alerts?done=paused&alert=${nurse}`), await request(app).get('/alerts')])
      expect(await htmlProblemsOf(page.text)).toEqual([]);
  });

  it('pauses, resumes and changes how often without JavaScript, saying so after the redirect', async () => {
    const { browser, nurse } = await candidateWithAlerts();
    const paused = await browser.postForm('/alerts', { alertId: nurse, intent: 'pause' });
    expect(paused.status).toBe(303);
    expect(paused.headers.location).toBe(`/alerts?done=paused&alert=${nurse}`);
    let page = await browser.get(paused.headers.location as string);
    expect(statusOf(page.text)).toBe('Your job alert “nurse pune” is paused: no emails until you resume it.');
    expect(htmlText(cardOf(page.text, '“nurse pune”') ?? '')).toContain('Paused');
    expect(cardOf(page.text, '“nurse pune”')).toMatch(
      /<button type="submit" value="resume"[^>]* name="intent">Resume</,
    );
    expect((await browser.get('/api/me/alerts')).body.data).toContainEqual(
      expect.objectContaining({ id: nurse, paused: true }),
    );

    const resumed = await browser.postForm('/alerts', { alertId: nurse, intent: 'resume' });
    page = await browser.get(resumed.headers.location as string);
    expect(statusOf(page.text)).toBe('Your job alert “nurse pune” is on again.');
    expect(htmlText(cardOf(page.text, '“nurse pune”') ?? '')).not.toContain('Paused');

    const daily = await browser.postForm('/alerts', { alertId: nurse, intent: 'frequency', frequency: 'daily' });
    expect(daily.headers.location).toBe(`/alerts?done=frequency&alert=${nurse}`);
    page = await browser.get(daily.headers.location as string);
    expect(statusOf(page.text)).toBe('Your job alert “nurse pune” now comes daily.');
    expect(htmlText(cardOf(page.text, '“nurse pune”') ?? '')).toContain('How oftenDaily');
  });

  it('deletes an alert, and refuses another’s alert (404) or a wrong frequency (400) with words', async () => {
    const { app, browser, nurse, intern } = await candidateWithAlerts();
    const deleted = await browser.postForm('/alerts', { alertId: intern, intent: 'delete' });
    expect([deleted.status, deleted.headers.location]).toEqual([303, '/alerts?done=deleted']);
    const page = await browser.get('/alerts?done=deleted');
    expect(statusOf(page.text)).toBe('Your job alert was deleted.');
    expect(cardOf(page.text, '“intern”')).toBeUndefined();
    expect(cardOf(page.text, '“nurse pune”')).toBeDefined();

    const hourly = await browser.postForm('/alerts', { alertId: nurse, intent: 'frequency', frequency: 'hourly' });
    expect(hourly.status).toBe(400);
    expect(problemOf(hourly.text)).toBe('Frequency must be daily or weekly.');
    const garbled = await request(app)
      .post('/alerts')
      .set('Cookie', browser.cookie ?? '')
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send('--cut\r\nContent-Disposition: form-data; name="intent"');
    expect([garbled.status, problemOf(garbled.text)]).toEqual([400, 'This form is not one of the job alerts page’s.']);
    const unknown = await browser.postForm('/alerts', { alertId: 'no-such-alert', intent: 'pause' });
    expect([unknown.status, problemOf(unknown.text)]).toEqual([404, 'You have no job alert with this id.']);

    const stranger = candidate(app);
    await stranger.signIn();
    for (const intent of ['pause', 'delete']) {
      const refused = await stranger.postForm('/alerts', { alertId: nurse, intent });
      expect([refused.status, problemOf(refused.text)]).toEqual([404, 'You have no job alert with this id.']);
    }
    expect((await browser.get('/api/me/alerts')).body.data).toEqual([
      expect.objectContaining({ id: nurse, paused: false, frequency: 'weekly' }),
    ]);
    const strangers = await stranger.get('/alerts');
    expect(strangers.text).toContain('You have no job alerts.');
  });
});

/** A visitor's confirmed alert, and the unsubscribe link of its digest's kind (the path and query). */
async function visitorsConfirmedAlert() {
  const site = await alertingSite(cleanups);
  const email = uniqueEmail();
  await request(site.app)
    .post('/api/alerts')
    .send({ email, search: { q: 'nurse' }, frequency: 'weekly' })
    .expect(202);
  await eventually(() => site.smtp.to(email).length === 1);
  const confirmLink = confirmLinkIn(site.smtp.to(email)[0]?.text);
  const subscriptions = () => site.db((db) => db.selectFrom('alert_subscriptions').select('id').execute());
  return { ...site, email, confirmLink, subscriptions };
}

describe('the pages of the alert emails’ links, in the site’s frame', () => {
  it('confirms from the link in a page of the site, never cached or indexed; a bad link is 410', async () => {
    const { app, confirmLink } = await visitorsConfirmedAlert();
    const page = await request(app).get(confirmLink);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<header class="site-header">');
    expect(page.text).toContain('<h1>Your job alert is confirmed</h1>');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const forged = await request(app).get(`${confirmLink.slice(0, -3)}abc`);
    expect(forged.status).toBe(410);
    expect(forged.text).toContain('<h1>This link no longer works</h1>');
    expect((await request(app).get('/alerts/confirm')).status).toBe(410);
    for (const html of [page.text, forged.text]) expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('shows the unsubscribe button in the site’s frame; a browser’s post of it unsubscribes and says so there', async () => {
    const { app, subscriptions, confirmLink } = await visitorsConfirmedAlert();
    await request(app).get(confirmLink).expect(200);
    const [{ id } = { id: '' }] = await subscriptions();
    // The unsubscribe link of this alert's emails, signed as the digest's is.
    const link = `/alerts/unsubscribe?token=${encodeURIComponent(alertTokens(alertsEnv('').SESSION_SECRET as string).sign(id, 'unsubscribe'))}`;
    const page = await request(app).get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<header class="site-header">');
    expect(page.text).toContain('<h1>Unsubscribe from job alerts</h1>');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toMatch(/<form [^>]*action="\/alerts\/unsubscribe\?token=[^"]+" method="post">/);
    expect(await subscriptions()).toHaveLength(1); // a GET never unsubscribes
    expect(await htmlProblemsOf(page.text)).toEqual([]);

    const browser = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' };
    const forged = await request(app)
      .post(`/alerts/unsubscribe?token=${id}.unsubscribe.forged`)
      .set(browser)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect([forged.status, /<h1>([^<]*)<\/h1>/.exec(forged.text)?.[1]]).toEqual([400, 'This link is not valid']);
    expect(await subscriptions()).toHaveLength(1);

    const done = await request(app).post(link).set(browser).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('<header class="site-header">');
    expect(done.text).toContain('<h1>You are unsubscribed</h1>');
    expect(await subscriptions()).toEqual([]);
  });

  it('answers a mail client’s one-click POST itself, whatever its body: no cookie, no page, no redirect', async () => {
    const { app, subscriptions, confirmLink } = await visitorsConfirmedAlert();
    await request(app).get(confirmLink).expect(200);
    const [{ id } = { id: '' }] = await subscriptions();
    const link = `/alerts/unsubscribe?token=${encodeURIComponent(alertTokens(alertsEnv('').SESSION_SECRET as string).sign(id, 'unsubscribe'))}`;
    // As multipart/form-data, which RFC 8058 allows too.
    const oneClick = await request(app).post(link).field('List-Unsubscribe', 'One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers['content-type']).toMatch(/^text\/plain/);
    expect(oneClick.headers['set-cookie']).toBeUndefined();
    expect(oneClick.text).toBe('You are unsubscribed: no more job alerts will be sent to this address.');
    expect(await subscriptions()).toEqual([]);
    const forged = await request(app).post(`/alerts/unsubscribe?token=${id}.unsubscribe.forged`).send('');
    expect(forged.status).toBe(400);
  });
});
