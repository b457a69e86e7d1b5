import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { alertTokens } from '../../server/alerts/alert-tokens';
import { alertsEnv } from '../support/alert-runs';
import { ALERTS_PUBLIC_URL, alertingSite, confirmByLink, documentNavigation } from '../support/alerting-site';
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

/**
 * A signed-in candidate with two alerts: “nurse pune” weekly, asked for signed in (on at once: the
 * address is the account's, verified), and “intern” daily, asked for as a visitor to the same
 * address (waiting for its link, and the account's all the same).
 */
async function candidateWithAlerts() {
  const site = await alertingSite(cleanups);
  const email = uniqueEmail();
  const browser = candidate(site.app);
  await browser.signIn(email);
  const nurseAsked = await browser.post('/api/alerts', { search: { q: 'nurse pune' }, frequency: 'weekly' });
  expect([nurseAsked.status, nurseAsked.body.data.message]).toEqual([
    201,
    'Your job alert is on: new matching jobs will be emailed to your account’s address.',
  ]);
  await request(site.app)
    .post('/api/alerts')
    .send({ email, search: { q: 'intern' }, frequency: 'daily' })
    .expect(202);
  await eventually(() => site.smtp.to(email).length === 1);
  const alerts = (await browser.get('/api/me/alerts')).body.data as { id: string; describedAs: string }[];
  const idOf = (words: string) => alerts.find((alert) => alert.describedAs === words)?.id as string;
  return { ...site, email, browser, nurse: idOf('Jobs matching “nurse pune”'), intern: idOf('Jobs matching “intern”') };
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
    // Its forms post to it, as a confirmation link's Confirm button does to its page.
    expect((await request(app).put('/alerts').expect(405)).headers.allow).toBe('GET, HEAD, POST');
    expect((await request(app).put('/alerts/confirm?token=x').expect(405)).headers.allow).toBe('GET, HEAD, POST');
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
    expect(statusOf(page.text)).toBe(
      'Your job alert for jobs matching “nurse pune” is paused: no emails until you resume it.',
    );
    expect(htmlText(cardOf(page.text, '“nurse pune”') ?? '')).toContain('Paused');
    expect(cardOf(page.text, '“nurse pune”')).toMatch(
      /<button type="submit" value="resume"[^>]* name="intent">Resume</,
    );
    expect((await browser.get('/api/me/alerts')).body.data).toContainEqual(
      expect.objectContaining({ id: nurse, paused: true }),
    );

    const resumed = await browser.postForm('/alerts', { alertId: nurse, intent: 'resume' });
    page = await browser.get(resumed.headers.location as string);
    expect(statusOf(page.text)).toBe('Your job alert for jobs matching “nurse pune” is on again.');
    expect(htmlText(cardOf(page.text, '“nurse pune”') ?? '')).not.toContain('Paused');

    const daily = await browser.postForm('/alerts', { alertId: nurse, intent: 'frequency', frequency: 'daily' });
    expect(daily.headers.location).toBe(`/alerts?done=frequency&alert=${nurse}`);
    page = await browser.get(daily.headers.location as string);
    expect(statusOf(page.text)).toBe('Your job alert for jobs matching “nurse pune” now comes daily.');
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

/** The unsubscribe link of an alert's digests (the path and query), signed as the digest's is. */
const unsubscribeLinkOf = (id: string) =>
  `/alerts/unsubscribe?token=${encodeURIComponent(alertTokens(alertsEnv('').SESSION_SECRET as string).sign(id, 'unsubscribe'))}`;
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

/** A visitor's two confirmed alerts to one address, “nurse” and “intern”, with their unsubscribe links. */
async function visitorsConfirmedAlerts() {
  const site = await alertingSite(cleanups);
  const email = uniqueEmail();
  const links: Record<string, string> = {};
  for (const q of ['nurse', 'intern']) {
    await request(site.app).post('/api/alerts').send({ email, search: { q }, frequency: 'weekly' }).expect(202);
    await eventually(() => site.smtp.to(email).length === Object.keys(links).length + 1);
    await confirmByLink(site.app, confirmLinkIn(site.smtp.to(email).at(-1)?.text)).expect(200);
    const row = await site.db((db) =>
      db.selectFrom('alert_subscriptions').select('id').where('search', '=', JSON.stringify({ q })).executeTakeFirst(),
    );
    links[q] = unsubscribeLinkOf(row?.id ?? '');
  }
  const searches = () =>
    site.db(async (db) =>
      (await db.selectFrom('alert_subscriptions').select('search').orderBy('search').execute()).map(
        (row) => row.search,
      ),
    );
  const suppressed = () => site.db((db) => db.selectFrom('alert_suppressions').selectAll().execute());
  return { ...site, email, nurse: links.nurse as string, intern: links.intern as string, searches, suppressed };
}

describe('the pages of the alert emails’ links, in the site’s frame', () => {
  it('shows the search and a Confirm button at the link, which a GET never presses; the button confirms; a bad link is 410', async () => {
    const site = await alertingSite(cleanups);
    const email = uniqueEmail();
    await request(site.app)
      .post('/api/alerts')
      .send({
        email,
        search: { q: 'nurse', department: 'Engineering', type: 'Full-Time', location: 'remote' },
        frequency: 'weekly',
      })
      .expect(202);
    await eventually(() => site.smtp.to(email).length === 1);
    const { app } = site;
    const confirmLink = confirmLinkIn(site.smtp.to(email)[0]?.text);
    const confirmedAt = () =>
      site.db(
        async (db) => (await db.selectFrom('alert_subscriptions').select('confirmed_at').execute())[0]?.confirmed_at,
      );

    // A mail scanner's GET (twice, as some do) shows the page and confirms nothing.
    for (let fetched = 0; fetched < 2; fetched++) {
      const page = await request(app).get(confirmLink);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<header class="site-header">');
      expect(headingOf(page.text)).toBe('Confirm your job alert');
      expect(htmlText(page.text)).toContain(
        'Jobs matching “nurse” in Engineering, full-time, remote, emailed to you once a week when there are new ones. Nothing is sent until you confirm.',
      );
      expect(page.text).toMatch(/<form [^>]*action="\/alerts\/confirm\?token=[^"]+" method="post">/);
      expect(page.text).toMatch(/<button type="submit"[^>]*>Confirm<\/button>/);
      expect(page.text).toContain('<meta name="robots" content="noindex"/>');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(await htmlProblemsOf(page.text)).toEqual([]);
      expect(await confirmedAt()).toBeNull();
    }

    const confirmed = await confirmByLink(app, confirmLink);
    expect([confirmed.status, headingOf(confirmed.text)]).toEqual([200, 'Your job alert is confirmed']);
    expect(htmlText(confirmed.text)).toContain(
      'Jobs matching “nurse” in Engineering, full-time, remote: new ones will be emailed to you once a week.',
    );
    expect(await confirmedAt()).toEqual(expect.any(Number));
    // Opened again, the link says so.
    expect(headingOf((await request(app).get(confirmLink).expect(200)).text)).toBe('Your job alert is confirmed');

    const forged = await request(app).get(`${confirmLink.slice(0, -3)}abc`);
    expect(forged.status).toBe(410);
    expect(headingOf(forged.text)).toBe('This link no longer works');
    expect((await request(app).get('/alerts/confirm')).status).toBe(410);
    expect((await confirmByLink(app, `${confirmLink.slice(0, -3)}abc`)).status).toBe(410);
    expect(await htmlProblemsOf(forged.text)).toEqual([]);
  });

  it('offers to stop this alert or all the address’s at the link, stopping nothing on a GET; each button does what it says', async () => {
    const { app, email, nurse, intern, searches, suppressed } = await visitorsConfirmedAlerts();
    const page = await request(app).get(nurse);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<header class="site-header">');
    expect(headingOf(page.text)).toBe('Stop this job alert?');
    expect(htmlText(page.text)).toContain('Jobs matching “nurse”: no more of its emails will be sent.');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toMatch(/<form [^>]*action="\/alerts\/unsubscribe\?token=[^"]+" method="post"/);
    expect(page.text).toMatch(/<button type="submit" value="alert"[^>]* name="scope">Stop this alert</);
    expect(page.text).toMatch(
      /<button type="submit" value="address"[^>]* name="scope">Stop all job alerts to my address</,
    );
    expect(await searches()).toHaveLength(2); // a GET never unsubscribes
    expect(await htmlProblemsOf(page.text)).toEqual([]);

    const forged = await request(app)
      .post(`${nurse.slice(0, -3)}abc`)
      .set(documentNavigation)
      .type('form')
      .send('scope=alert');
    expect([forged.status, headingOf(forged.text)]).toEqual([400, 'This link is not valid']);

    const one = await request(app).post(nurse).set(documentNavigation).type('form').send('scope=alert');
    expect([one.status, headingOf(one.text)]).toEqual([200, 'This job alert is stopped']);
    expect(one.text).toContain('<header class="site-header">');
    expect(await searches()).toEqual([JSON.stringify({ q: 'intern' })]);
    expect(await suppressed()).toEqual([]); // the address's other alert goes on
    // Opened again, its link says it is stopped, and offers nothing to press.
    const again = await request(app).get(nurse);
    expect([again.status, headingOf(again.text)]).toEqual([200, 'This job alert is already stopped']);
    expect(again.text).not.toContain('name="scope"');

    const all = await request(app).post(intern).set(documentNavigation).type('form').send('scope=address');
    expect([all.status, headingOf(all.text)]).toEqual([200, 'You are unsubscribed']);
    expect(await searches()).toEqual([]);
    expect(await suppressed()).toHaveLength(1);
    expect(JSON.stringify(await suppressed())).not.toContain(email);
  });

  it('stops the alert of a mail client’s one-click POST itself, whatever its body or origin: no cookie, no page, no redirect', async () => {
    const { app, nurse, searches, suppressed } = await visitorsConfirmedAlerts();
    // As multipart/form-data, which RFC 8058 allows too, from a provider's own site.
    const oneClick = await request(app)
      .post(nurse)
      .set({ Origin: 'https://mail.example.net', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' })
      .field('List-Unsubscribe', 'One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers['content-type']).toMatch(/^text\/plain/);
    expect(oneClick.headers['set-cookie']).toBeUndefined();
    expect(oneClick.text).toBe(
      'This job alert is stopped: no more of its emails will be sent. Other job alerts of this address go on.',
    );
    // RFC 8058 is per list: the address's other alert goes on.
    expect(await searches()).toEqual([JSON.stringify({ q: 'intern' })]);
    expect(await suppressed()).toEqual([]);
    const again = await request(app).post(nurse).type('form').send('List-Unsubscribe=One-Click');
    expect([again.status, again.text]).toEqual([
      200,
      'This job alert was stopped already: no more of its emails will be sent.',
    ]);
    const forged = await request(app)
      .post(`${nurse.slice(0, -3)}abc`)
      .send('');
    expect(forged.status).toBe(400);
    expect(await searches()).toEqual([JSON.stringify({ q: 'intern' })]);
  });
});
