import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseGreenhouseJobs } from '../../server/jobs/greenhouse-feed';
import { parseLeverJobs } from '../../server/jobs/lever-feed';
import { greenhouseJob, leverPosting } from '../support/ats-upstream';

let logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });

beforeEach(() => {
  logged = [];
});

const greenhouse = (...jobs: unknown[]) => parseGreenhouseJobs({ jobs, meta: { total: jobs.length } }, logger);

describe('a Greenhouse board', () => {
  it('maps a job of "List Jobs" with content into the site\'s Job', () => {
    expect(greenhouse(greenhouseJob(127817))).toEqual([
      {
        id: '127817',
        title: 'Greenhouse job 127817',
        department: 'Engineering',
        type: '',
        location: 'Bengaluru, Karnataka',
        remote: false,
        // The office "Bengaluru" is known only by its country, India.
        places: [{ locality: 'Bengaluru', region: 'Karnataka', country: 'IN' }],
        stipend: '',
        link: 'https://boards.greenhouse.io/medinest/jobs/127817',
        postedAt: '2026-11-18T14:00:00.000Z',
        updatedAt: '2026-11-20T15:55:28.000Z',
        description: '<p>Build things.</p>',
        applyUrl: 'https://boards.greenhouse.io/medinest/jobs/127817',
      },
    ]);
  });

  it('takes off the extra escaping of content, keeps unicode and entities, and sanitizes the HTML', () => {
    const [job] = greenhouse(
      greenhouseJob(1, {
        title: 'Ingénieur·e logiciel – São Paulo ☕',
        content:
          '&lt;h1&gt;Caf&amp;eacute; &amp;amp; code&lt;/h1&gt;&lt;p&gt;5 &amp;lt; 6&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;javascript:x()&quot;&gt;x&lt;/a&gt;',
      }),
    );
    expect(job!.title).toBe('Ingénieur·e logiciel – São Paulo ☕');
    expect(job!.description).toBe('<h2>Café &amp; code</h2><p>5 &lt; 6</p><a>x</a>');
  });

  it('reads the type, pay and remote work from custom fields, and a remote location', () => {
    const [fields, remote] = greenhouse(
      greenhouseJob(1, {
        metadata: [
          { id: 1, name: 'Employment Type', value: 'Full-time', value_type: 'single_select' },
          { id: 2, name: 'Salary Range', value: '₹18 - 24 lakh /year', value_type: 'short_text' },
          { id: 3, name: 'Workplace type', value: ['Remote'], value_type: 'multi_select' },
        ],
      }),
      greenhouseJob(2, { location: { name: 'Remote - India' } }),
    );
    expect(fields).toMatchObject({ type: 'Full-time', stipend: '₹18 - 24 lakh /year', remote: true });
    expect(remote).toMatchObject({ location: 'Remote - India', remote: true });
  });

  it('reads the first pay transparency range as a salary: cents in its currency, the period its words name', () => {
    let id = 20;
    const range = (fields: Record<string, unknown>) =>
      greenhouseJob(id++, {
        pay_input_ranges: [{ min_cents: 5_000_000, max_cents: 7_500_000, currency_type: 'USD', ...fields }],
      });
    const salaries = greenhouse(
      range({ title: 'NYC Salary Range', blurb: 'In order to provide transparency...' }),
      range({ title: 'Hourly Pay Range', min_cents: 7_200, max_cents: 7_200 }),
      range({ title: 'Stipend', currency_type: 'INR', min_cents: 2_500_000, max_cents: 3_000_000, blurb: 'per month' }),
      range({ title: '' }),
      // The title's period before the blurb's words.
      range({ title: 'NYC Salary Range', blurb: 'Health cover from day one.' }),
      // No period named and an amount only an hour's pay can be: an hour's.
      range({ title: 'Pay', min_cents: 2_000, max_cents: 3_000 }),
      // No period named, and an amount that may be a day's or an hour's: no salary, rather than a guess.
      range({ title: 'Pay range', min_cents: 30_000, max_cents: 50_000 }),
      range({ currency_type: 'XYZ' }),
      greenhouseJob(1, { pay_input_ranges: [] }),
    ).map((job) => job.salary);
    expect(salaries).toEqual([
      { min: 50_000, max: 75_000, currency: 'USD', unit: 'YEAR' },
      { min: 72, max: 72, currency: 'USD', unit: 'HOUR' },
      { min: 25_000, max: 30_000, currency: 'INR', unit: 'MONTH' },
      { min: 50_000, max: 75_000, currency: 'USD', unit: 'YEAR' },
      { min: 50_000, max: 75_000, currency: 'USD', unit: 'YEAR' },
      { min: 20, max: 30, currency: 'USD', unit: 'HOUR' },
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('shows a range whose period cannot be told as its amounts alone, without a salary', () => {
    const [job] = greenhouse(
      greenhouseJob(30, {
        pay_input_ranges: [
          { min_cents: 30_000, max_cents: 50_000, currency_type: 'USD', title: 'Pay range', blurb: '' },
        ],
      }),
    );
    expect(job).toMatchObject({ stipend: '$300 - $500' });
    expect(job).not.toHaveProperty('salary');
  });

  it('lists a job whose pay ranges cannot be read, without pay', () => {
    const [job] = greenhouse(greenhouseJob(7, { pay_input_ranges: [{ min_cents: '5000000', currency_type: 'USD' }] }));
    expect(job).toMatchObject({ id: '7', stipend: '' });
    expect(job).not.toHaveProperty('salary');
  });

  it('does without the optional fields: no departments, location, first_published, content or metadata', () => {
    const [job] = greenhouse(
      greenhouseJob(3, { departments: [], location: null, first_published: undefined, content: null, offices: [] }),
    );
    expect(job).toMatchObject({ department: '', location: '', postedAt: '2026-11-20T15:55:28.000Z', description: '' });
  });

  it('writes application_deadline, where the employer set one, as validThrough (a day: its end)', () => {
    const [day, moment, none] = greenhouse(
      greenhouseJob(10, { application_deadline: '2027-01-31' }),
      greenhouseJob(11, { application_deadline: '2027-01-31T17:00:00-05:00' }),
      greenhouseJob(12, { application_deadline: null }),
    );
    expect(day!.validThrough).toBe('2027-01-31T23:59:59.999Z');
    expect(moment!.validThrough).toBe('2027-01-31T22:00:00.000Z');
    expect(none).not.toHaveProperty('validThrough');
    // A deadline that is no date is a malformed job, as any other bad field.
    expect(greenhouse(greenhouseJob(13, { application_deadline: 'soon' }))).toEqual([]);
  });

  it('takes the office as the location when the job has none', () => {
    const [job] = greenhouse(greenhouseJob(4, { location: { name: '' } }));
    expect(job!.location).toBe('Bengaluru');
  });

  it('drops and logs malformed jobs and jobs with an id already seen, and keeps the rest', () => {
    const jobs = greenhouse(
      greenhouseJob(5),
      { ...greenhouseJob(6), title: '' },
      { ...greenhouseJob(7), updated_at: 'yesterday' },
      { ...greenhouseJob(8), absolute_url: 'javascript:alert(1)' },
      greenhouseJob(5),
      null,
    );
    expect(jobs.map((job) => job.id)).toEqual(['5']);
    expect(logged.map((line) => line.msg)).toEqual([
      ...Array(3).fill('dropped a malformed job'),
      'dropped a job whose id an earlier job has',
      'dropped a malformed job',
    ]);
    expect(logged[1]).toMatchObject({ feed: 'greenhouse', index: 2, problem: expect.stringContaining('updated_at') });
  });

  it.each([[null], ['garbage'], [[]], [{}], [{ jobs: 'x' }]])(
    "refuses the answer %j as the feed's failure",
    (payload) => {
      expect(() => parseGreenhouseJobs(payload, logger)).toThrowError(
        expect.objectContaining({ name: 'JobsUpstreamError', failure: 'bad-payload' }),
      );
    },
  );
});

describe('a Lever site', () => {
  const uuid = '5ac21346-8e0c-4494-8e7a-3eb92ff77902';

  it("maps a posting into the site's Job, lists and additional text in the description", () => {
    expect(parseLeverJobs([leverPosting(uuid)], logger)).toEqual([
      {
        id: uuid,
        title: `Lever posting ${uuid}`,
        department: 'Engineering',
        team: 'Platform',
        type: 'Full-time',
        location: 'Mumbai, Maharashtra',
        remote: false,
        places: [{ locality: 'Mumbai', region: 'Maharashtra', country: 'IN' }],
        stipend: '',
        link: `https://jobs.lever.co/medinest/${uuid}`,
        postedAt: '2026-11-15T08:00:00.000Z',
        description:
          '<div>We build things.</div><h3>What you bring</h3><ul><li>Curiosity</li><li>Care</li></ul><div>Benefits: many.</div>',
        applyUrl: `https://jobs.lever.co/medinest/${uuid}/apply`,
      },
    ]);
  });

  it('writes the salary range, and reads remote work from workplaceType', () => {
    const [job] = parseLeverJobs(
      [
        leverPosting(uuid, {
          workplaceType: 'remote',
          salaryRange: { currency: 'INR', interval: 'per-year-salary', min: 1_800_000, max: 2_400_000 },
        }),
      ],
      logger,
    );
    expect(job).toMatchObject({ remote: true, stipend: '₹18,00,000 - ₹24,00,000 /year', remoteCountries: ['IN'] });
  });

  it.each([
    ['USD', 200_000, '$200,000'],
    ['INR', 200_000, '₹2,00,000'],
    ['EUR', 55_000, '€55,000'],
    ['GBP', 32_000, '£32,000'],
  ])('groups %s %d as its currency is written: %s', (currency, amount, text) => {
    const [job] = parseLeverJobs(
      [leverPosting(uuid, { salaryRange: { currency, interval: 'per-year-salary', min: amount, max: amount } })],
      logger,
    );
    expect(job?.stipend).toBe(`${text} /year`);
  });

  it('does without the optional fields, and turns plain text into escaped paragraphs', () => {
    const [job] = parseLeverJobs(
      [
        leverPosting(uuid, {
          categories: undefined,
          description: '',
          descriptionPlain: 'Fish & chips <daily>.\n\nSecond paragraph.',
          lists: undefined,
          additional: undefined,
          applyUrl: undefined,
        }),
      ],
      logger,
    );
    expect(job).toMatchObject({
      department: '',
      type: '',
      location: '',
      description: '<p>Fish &amp; chips &lt;daily&gt;.</p><p>Second paragraph.</p>',
      applyUrl: `https://jobs.lever.co/medinest/${uuid}`,
    });
  });

  it('uses the team when there is no department', () => {
    const [job] = parseLeverJobs([leverPosting(uuid, { categories: { team: 'Platform' } })], logger);
    expect(job!.department).toBe('Platform');
  });

  it('drops and logs malformed postings', () => {
    const jobs = parseLeverJobs(
      [leverPosting(uuid), leverPosting('bad id'), leverPosting('b', { createdAt: 'monday' }), 7],
      logger,
    );
    expect(jobs).toHaveLength(1);
    expect(logged.filter((line) => line.msg === 'dropped a malformed job')).toHaveLength(3);
  });

  it.each([null, 'garbage', {}, { ok: false, error: 'Document not found' }])(
    "refuses the answer %j as the feed's failure",
    (payload) => {
      expect(() => parseLeverJobs(payload, logger)).toThrowError(
        expect.objectContaining({ name: 'JobsUpstreamError', failure: 'bad-payload' }),
      );
    },
  );
});
