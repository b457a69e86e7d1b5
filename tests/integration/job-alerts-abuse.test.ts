import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ALERTS_PUBLIC_URL, alertingSite as alertingSiteOf } from '../support/alerting-site';
import { uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

/**
 * A site on SQLite that writes its emails as .eml files in its data folder (no SMTP_URL): what
 * these tests count is what the site actually wrote to each address. The limits are in memory,
 * the same on either database.
 */
async function alertingSite(extra: Record<string, string> = {}) {
  const site = await alertingSiteOf(cleanups, 'SQLite', { SMTP_URL: '', ...extra });
  /** The recipients of the emails written so far, one entry per email, once no message waits in the outbox. */
  const emailsWritten = async () => {
    await eventually(
      async () =>
        (await site.db((db) => db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute())).length ===
        0,
      15_000,
      'every message of the outbox written',
    );
    const folder = join(site.dataDir, 'outbox');
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    return files.map((name) => /^To: (.*)$/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1]?.trim());
  };
  return { ...site, emailsWritten };
}

/** "Email me jobs like these" posted to `path` as a form, as a browser without JavaScript or a script does. */
const postForm = (app: Parameters<typeof request>[0], path: string, fields: Record<string, string>) =>
  request(app).post(path).type('form').send(new URLSearchParams(fields).toString());

describe('a stranger cannot make the site email anyone', () => {
  // Every spelling of the jobs page's path that its router answers, each a way past a limit
  // matched on the path: percent-encoded letters (the router decodes them), React Router's data
  // URL (with and without a slash before it), a trailing slash, another case.
  const spellings = [
    '/joblistings',
    '/jobs',
    '/job%6Cistings',
    '/%6Aobs',
    '/jo%62s',
    '/%4A%4F%42%53',
    '/jobs/.data',
    '/jobs.data',
    '/joblistings.data',
    '/joblistings/.data',
    '/job%6Cistings.data',
    '/joblistings/',
    '/jobs/',
    '/JOBLISTINGS',
    '/JobListings/',
    '/JOBS.data',
    '/api/alerts',
    '/API/ALERTS',
    '/api/alerts/',
    '/api/%61lerts',
  ];

  it('holds the client’s hourly limit on every spelling of the path: once it is reached, each is refused and nothing is written', async () => {
    const { app, emailsWritten } = await alertingSite({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '3' });
    // Within the limit, spellings count as the page they are.
    const before = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await postForm(app, '/job%6Cistings', { email: before[0] ?? '', q: 'nurse', frequency: 'daily' }).expect(200);
    await postForm(app, '/jobs/.data', { email: before[1] ?? '', q: 'nurse', frequency: 'daily' }).expect(200);
    await request(app)
      .post('/api/alerts')
      .send({ email: before[2], search: { q: 'nurse' }, frequency: 'daily' })
      .expect(202);
    expect((await emailsWritten()).sort()).toEqual([...before].sort());

    const answers: [string, number, boolean][] = [];
    for (const path of spellings) {
      const email = uniqueEmail();
      const response = path.toLowerCase().includes('/api/')
        ? await request(app)
            .post(path)
            .send({ email, search: { q: 'nurse' }, frequency: 'daily' })
        : await postForm(app, path, { email, q: 'nurse', frequency: 'daily' });
      const refusedWithReason = /Too many job alerts asked for/.test(response.text);
      answers.push([path, response.status, refusedWithReason]);
    }
    // The page and its data URL tell why (429); the API's own path too; spellings of the API's
    // path that it does not answer are unknown to it (404).
    expect(answers).toEqual(
      spellings.map((path) => (path === '/api/%61lerts' ? [path, 404, false] : [path, 429, true])),
    );
    expect(await emailsWritten()).toHaveLength(3);
  });

  it('sends a confirmation that says only what the site knows; the search is on the page its link opens', async () => {
    const { app, db, emailsWritten } = await alertingSite();
    const email = uniqueEmail();
    const typed = {
      q: 'Claim refund at evil.example/x',
      department: 'Call +1-555-0100 now',
      type: 'Reply with your bank details',
    };
    await request(app).post('/api/alerts').send({ email, search: typed, frequency: 'daily' }).expect(202);
    expect(await emailsWritten()).toEqual([email]);
    const [row] = await db((db) => db.selectFrom('outbox').select('payload').execute());
    const message = JSON.parse(row?.payload ?? '{}') as { subject: string; text: string; html: string };
    for (const part of [message.subject, message.text, message.html]) {
      for (const words of Object.values(typed)) expect(part).not.toContain(words);
      for (const fragment of ['evil.example', '555-0100', 'bank details']) expect(part).not.toContain(fragment);
    }
    expect(message.subject).toBe('Confirm your job alert from Medinest');
    const link = new RegExp(`${ALERTS_PUBLIC_URL}(/alerts/confirm\\?token=[^\\s]+)`).exec(message.text)?.[1];
    expect(link).toBeDefined();
    expect(message.html).toContain(`href="${ALERTS_PUBLIC_URL}${link?.replaceAll('&', '&amp;')}"`);

    const page = await request(app).get(link ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      'Jobs matching “Claim refund at evil.example/x” in Call +1-555-0100 now, reply with your bank details, emailed to you once a day when there are new ones.',
    );
  });

  // One mailbox, spelled as a stranger would to get past a count of addresses: subaddresses
  // (+tag), another case, and at Gmail dots and googlemail.com; the same address asked again and again.
  const mailboxes: [string, string[]][] = [
    [
      'victim@example.com',
      [
        'victim@example.com',
        ...Array.from({ length: 12 }, (_, i) => `victim+${i + 1}@example.com`),
        'VICTIM+shout@EXAMPLE.COM',
      ],
    ],
    [
      'victimname@gmail.com',
      [
        'victimname@gmail.com',
        'v.ictimname@gmail.com',
        'victim.name@gmail.com',
        'v.i.c.t.i.m.n.a.m.e@gmail.com',
        'victimname@googlemail.com',
        'victim.name+jobs@googlemail.com',
        'VictimName+1@Gmail.com',
      ],
    ],
    ['again@example.com', Array.from({ length: 10 }, () => 'again@example.com')],
  ];

  it.each(mailboxes)(
    'sends one mailbox at most 5 confirmations a day however its address is spelled (%s)',
    async (_mailbox, addresses) => {
      const { app, emailsWritten } = await alertingSite({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '1000' });
      const answers = [];
      let written: unknown[] = [];
      for (const [i, email] of addresses.entries()) {
        // A different search each time but for the repeated address: the attacker's choice either way.
        const q = new Set(addresses).size === 1 ? 'nurse' : `nurse ${i}`;
        answers.push(
          (await request(app).post('/api/alerts').send({ email, search: { q }, frequency: 'daily' })).status,
        );
        // Each one written before the next request: asked again, an unconfirmed alert is replaced
        // (its waiting confirmation with it), so a request every few seconds is what mails most.
        written = await emailsWritten();
      }
      // Answered alike: nobody learns that the mailbox's limit is reached.
      expect(answers).toEqual(addresses.map(() => 202));
      expect(written).toHaveLength(5);
    },
  );

  it('keeps addresses that are different mailboxes apart (dots count outside Gmail)', async () => {
    const { app, emailsWritten } = await alertingSite({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '1000' });
    const addresses = ['first.last@example.com', 'firstlast@example.com'];
    for (const email of addresses)
      for (const q of ['a', 'b', 'c', 'd', 'e'])
        await request(app).post('/api/alerts').send({ email, search: { q }, frequency: 'daily' }).expect(202);
    expect(await emailsWritten()).toHaveLength(10);
  });

  it('sends at most ALERTS_CONFIRMATIONS_PER_HOUR confirmations from the whole site, and warns once when that is reached', async () => {
    const { app, emailsWritten, logLines } = await alertingSite({
      ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '1000',
      ALERTS_CONFIRMATIONS_PER_HOUR: '4',
    });
    const addresses = Array.from({ length: 7 }, () => uniqueEmail());
    for (const email of addresses)
      await request(app).post('/api/alerts').send({ email, search: {}, frequency: 'weekly' }).expect(202);
    expect((await emailsWritten()).sort()).toEqual(addresses.slice(0, 4).sort());
    const warnings = logLines.filter((line) => String(line.msg).includes('ALERTS_CONFIRMATIONS_PER_HOUR'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40, confirmationsPerHour: 4 })]);
  });
});
