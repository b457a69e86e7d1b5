import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamBehaviour } from './blog-upstream';

/**
 * Greenhouse's Job Board API and Lever's Postings API on loopback, as their public documentation
 * describes them (https://developers.greenhouse.io/job-board.html,
 * https://github.com/lever/postings-api): `GET /v1/boards/:token/jobs?content=true`,
 * `GET /v1/boards/:token/jobs/:id?questions=true` (a job's application questions) and
 * `GET /v0/postings/:site?mode=json`. Tests set the jobs, the behaviour (slow, failing,
 * garbage) and count the calls.
 */

/** A Greenhouse job as "List Jobs" with content=true answers it. */
export function greenhouseJob(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    internal_job_id: id + 1_000,
    title: `Greenhouse job ${id}`,
    updated_at: '2026-11-20T10:55:28-05:00',
    requisition_id: `REQ-${id}`,
    location: { name: 'Bengaluru, Karnataka' },
    absolute_url: `https://boards.greenhouse.io/medinest/jobs/${id}`,
    language: 'en',
    metadata: null,
    first_published: '2026-11-18T09:00:00-05:00',
    content: '&lt;p&gt;Build things.&lt;/p&gt;',
    departments: [{ id: 13583, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [{ id: 8304, name: 'Bengaluru', location: 'India', parent_id: null, child_ids: [] }],
    ...fields,
  };
}

/** A Lever posting as the Postings API answers it with mode=json. */
export function leverPosting(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    text: `Lever posting ${id}`,
    categories: {
      commitment: 'Full-time',
      department: 'Engineering',
      location: 'Mumbai, Maharashtra',
      team: 'Platform',
      allLocations: ['Mumbai, Maharashtra'],
    },
    country: 'IN',
    workplaceType: 'on-site',
    createdAt: Date.parse('2026-11-15T08:00:00Z'),
    descriptionPlain: 'We build things.',
    description: '<div>We build things.</div>',
    lists: [{ text: 'What you bring', content: '<li>Curiosity</li><li>Care</li>' }],
    additional: '<div>Benefits: many.</div>',
    additionalPlain: 'Benefits: many.',
    hostedUrl: `https://jobs.lever.co/medinest/${id}`,
    applyUrl: `https://jobs.lever.co/medinest/${id}/apply`,
    ...fields,
  };
}

/**
 * Ashby's Job Postings API, Recruitee's Careers Site API and SmartRecruiters' Posting API, on the
 * same loopback server, with their answers' shapes as captured (tests/fixtures/ats-boards):
 * `GET /posting-api/job-board/:board?includeCompensation=true` (`{ apiVersion, jobs }`),
 * `GET /api/offers/` (`{ offers }`) and `GET /api/offers/:id-or-slug` (`{ offer }`), `GET /v1/companies/:id/postings?limit&offset`
 * (`{ offset, limit, totalFound, content }`, paged) and `GET /v1/companies/:id/postings/:postingId`
 * (the posting's detail, or SmartRecruiters' 404 `RESOURCE_NOT_FOUND`).
 */

/** An Ashby job as the job board answers it with includeCompensation=true. */
export function ashbyJob(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    title: `Ashby job ${id}`,
    department: 'Engineering',
    team: 'Platform',
    employmentType: 'FullTime',
    location: 'Berlin',
    secondaryLocations: [],
    publishedAt: '2026-11-10T09:00:00.000+00:00',
    isListed: true,
    isRemote: false,
    workplaceType: 'OnSite',
    address: { postalAddress: { addressLocality: 'Berlin', addressRegion: 'Berlin', addressCountry: 'Germany' } },
    jobUrl: `https://jobs.ashbyhq.com/medinest/${id}`,
    applyUrl: `https://jobs.ashbyhq.com/medinest/${id}/application`,
    descriptionHtml: '<p style="min-height:1.5em">Build things.</p>',
    descriptionPlain: 'Build things.',
    shouldDisplayCompensationOnJobPostings: false,
    compensation: {
      compensationTierSummary: null,
      scrapeableCompensationSalarySummary: null,
      compensationTiers: [],
      summaryComponents: [],
    },
    ...fields,
  };
}

/** A Recruitee offer as the careers site's `/api/offers/` answers it. */
export function recruiteeOffer(id: number, fields: Record<string, unknown> = {}) {
  const slug = `recruitee-offer-${id}`;
  return {
    id,
    guid: `g${id}`,
    slug,
    title: `Recruitee offer ${id}`,
    company_name: 'Medinest',
    department: 'Clinical',
    employment_type_code: 'fulltime_permanent',
    location: 'Utrecht, Utrecht, Netherlands',
    city: 'Utrecht',
    state_name: 'Utrecht',
    country: 'Netherlands',
    country_code: 'NL',
    locations: [
      { id: 1, name: 'Utrecht', city: 'Utrecht', state: 'Utrecht', country: 'Netherlands', country_code: 'NL' },
    ],
    remote: false,
    hybrid: false,
    on_site: true,
    description: '<p>Care for people.</p>',
    requirements: '<ul><li>Care</li></ul>',
    salary: { min: null, max: null, period: null, currency: null },
    status: 'published',
    created_at: '2026-11-01 10:00:00 UTC',
    published_at: '2026-11-02 10:00:00 UTC',
    updated_at: '2026-11-03 10:00:00 UTC',
    close_at: null,
    careers_url: `https://medinest.recruitee.com/o/${slug}`,
    careers_apply_url: `https://medinest.recruitee.com/o/${slug}/c/new`,
    ...fields,
  };
}

/** A SmartRecruiters posting as the company's postings list answers it (no description). */
export function smartRecruitersPosting(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    name: `SmartRecruiters posting ${id}`,
    uuid: `uuid-${id}`,
    refNumber: `REF${id}`,
    company: { identifier: 'Medinest', name: 'Medinest' },
    releasedDate: '2026-11-12T08:00:00.000Z',
    location: {
      city: 'Sydney',
      region: 'NSW',
      country: 'au',
      remote: false,
      hybrid: false,
      fullLocation: 'Sydney, NSW, Australia',
    },
    department: { id: '1', label: 'Clinical' },
    typeOfEmployment: { id: 'permanent', label: 'Full-time' },
    visibility: 'PUBLIC',
    ref: `https://api.smartrecruiters.com/v1/companies/Medinest/postings/${id}`,
    ...fields,
  };
}

/** A SmartRecruiters posting's detail: its pages and its ad's sections. */
export function smartRecruitersDetail(id: string, fields: Record<string, unknown> = {}) {
  return {
    ...smartRecruitersPosting(id),
    postingUrl: `https://jobs.smartrecruiters.com/Medinest/${id}-posting`,
    applyUrl: `https://jobs.smartrecruiters.com/Medinest/${id}-posting?oga=true`,
    jobAd: {
      sections: {
        companyDescription: { title: 'Company Description', text: '<p>We care.</p>' },
        jobDescription: { title: 'Job Description', text: '<p>Care for people.</p>' },
        qualifications: { title: 'Qualifications', text: '<ul><li>Care</li></ul>' },
        additionalInformation: { title: 'Additional Information', text: '' },
      },
    },
    active: true,
    ...fields,
  };
}

export async function startAtsUpstream() {
  let greenhouseJobs: unknown[] = [];
  /** "Retrieve a job" answers by job id; any other id answers Greenhouse's 404. */
  let greenhouseQuestions: Record<string, unknown> = {};
  let leverPostings: unknown[] = [];
  let ashbyJobs: unknown[] = [];
  let recruiteeOffers: unknown[] = [];
  let smartRecruitersPostings: unknown[] = [];
  let smartRecruitersDetails: Record<string, unknown> = {};
  let behaviour: UpstreamBehaviour = { kind: 'ok' };
  const calls = {
    greenhouseQuestions: 0,
    greenhouse: 0,
    lever: 0,
    ashby: 0,
    recruitee: 0,
    smartrecruiters: 0,
    smartrecruitersDetail: 0,
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const greenhouse = /^\/v1\/boards\/([^/]+)\/jobs$/.exec(url.pathname);
    const greenhouseJobDetail = /^\/v1\/boards\/([^/]+)\/jobs\/([^/]+)$/.exec(url.pathname);
    const lever = /^\/v0\/postings\/([^/]+)$/.exec(url.pathname);
    const ashby = /^\/posting-api\/job-board\/([^/]+)$/.exec(url.pathname);
    const recruitee = url.pathname === '/api/offers/';
    const recruiteeOfferAt = /^\/api\/offers\/([^/]+)$/.exec(url.pathname);
    const smartRecruiters = /^\/v1\/companies\/([^/]+)\/postings$/.exec(url.pathname);
    const smartRecruitersDetail = /^\/v1\/companies\/([^/]+)\/postings\/([^/]+)$/.exec(url.pathname);
    let body: () => { status: number; json: unknown };
    if (greenhouseJobDetail && url.searchParams.get('questions') === 'true') {
      calls.greenhouseQuestions++;
      const id = decodeURIComponent(greenhouseJobDetail[2]!);
      body = () =>
        id in greenhouseQuestions
          ? { status: 200, json: greenhouseQuestions[id] }
          : { status: 404, json: { status: 404, error: 'Job not found' } };
    } else if (greenhouse && url.searchParams.get('content') === 'true') {
      calls.greenhouse++;
      // Pay transparency ranges only when asked for, as Greenhouse answers.
      const withPay = url.searchParams.get('pay_transparency') === 'true';
      const jobs = greenhouseJobs.map((job) => {
        if (withPay || typeof job !== 'object' || job === null) return job;
        const rest = { ...(job as Record<string, unknown>) };
        delete rest.pay_input_ranges;
        return rest;
      });
      body = () => ({ status: 200, json: { jobs, meta: { total: jobs.length } } });
    } else if (lever && url.searchParams.get('mode') === 'json') {
      calls.lever++;
      body = () => ({ status: 200, json: leverPostings });
    } else if (ashby && url.searchParams.get('includeCompensation') === 'true') {
      calls.ashby++;
      body = () => ({ status: 200, json: { apiVersion: '1', jobs: ashbyJobs } });
    } else if (recruitee) {
      calls.recruitee++;
      body = () => ({ status: 200, json: { offers: recruiteeOffers } });
    } else if (recruiteeOfferAt) {
      // One offer, by its id or its slug, as `{ offer }`.
      const key = decodeURIComponent(recruiteeOfferAt[1]!);
      const offer = recruiteeOffers.find((item) => {
        const { id, slug } = item as { id?: unknown; slug?: unknown };
        return String(id) === key || slug === key;
      });
      body = () => (offer ? { status: 200, json: { offer } } : { status: 404, json: { error: 'Not found' } });
    } else if (smartRecruiters) {
      calls.smartrecruiters++;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
      body = () => ({
        status: 200,
        json: {
          offset,
          limit,
          totalFound: smartRecruitersPostings.length,
          content: smartRecruitersPostings.slice(offset, offset + limit),
        },
      });
    } else if (smartRecruitersDetail) {
      calls.smartrecruitersDetail++;
      const id = decodeURIComponent(smartRecruitersDetail[2]!);
      body = () =>
        id in smartRecruitersDetails
          ? { status: 200, json: smartRecruitersDetails[id] }
          : {
              status: 404,
              json: { id, httpCode: 404, code: 'RESOURCE_NOT_FOUND', message: `${id} Resource not found` },
            };
    } else
      return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":404,"error":"Not found"}');

    const answer = () => {
      if (behaviour.kind === 'status') return void res.writeHead(behaviour.status).end('{"error":"upstream says no"}');
      if (behaviour.kind === 'body')
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(behaviour.body);
      const { status, json } = body();
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
    };
    // 'slow' plays a neighbour slow to answer: the upstream's delay, not a wait of the test.
    if (behaviour.kind === 'slow') setTimeout(answer, behaviour.ms);
    else if (behaviour.kind === 'held') void behaviour.until.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    setGreenhouseJobs(next: unknown[]) {
      greenhouseJobs = next;
    },
    /** The answers of "Retrieve a job" with questions=true, by job id. */
    setGreenhouseQuestions(next: Record<string, unknown>) {
      greenhouseQuestions = next;
    },
    setLeverPostings(next: unknown[]) {
      leverPostings = next;
    },
    setAshbyJobs(next: unknown[]) {
      ashbyJobs = next;
    },
    setRecruiteeOffers(next: unknown[]) {
      recruiteeOffers = next;
    },
    /** The postings list, and the details by posting id (any other id answers 404). */
    setSmartRecruiters(postings: unknown[], details: Record<string, unknown> = {}) {
      smartRecruitersPostings = postings;
      smartRecruitersDetails = details;
    },
    behave(next: UpstreamBehaviour) {
      behaviour = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type AtsUpstream = Awaited<ReturnType<typeof startAtsUpstream>>;
