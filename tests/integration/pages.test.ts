import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenTexts } from '../support/screen-texts';
import type { JobListing } from '../../shared/job-listing';
import { defaultJobQuery } from '../../shared/job-query';
import { type Screen, screenPaths, publicScreens } from '../../shared/route-paths';
import { summaryOf } from '../../shared/article';
import { concretePath, sampleArticle, sampleJob } from '../support/concrete-path';
import { escapeHtml } from '../support/html-escape';
import { rawGet } from '../support/raw-get';
import { createTestApp } from '../support/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp());
});

// The article and job paths show one of the embedded articles and jobs, whose heads come from their data.
const sample = sampleArticle;
// Restricted screens (the recruiter pages) answer a visitor with sign-in: tests/integration/recruiter-pages.test.ts.
const everyPath = publicScreens
  // Only a job with questions of its own has this screen (the embedded jobs have none): tests/integration/job-questions.test.ts.
  .filter((screen) => screen !== 'jobQuestions')
  .flatMap((screen) => screenPaths[screen].map((path) => [concretePath(path), screen] as const));
const expectedHead = (screen: Screen) =>
  screen === 'blogArticle'
    ? {
        title: `${sample.title} | Medinest Careers Blog`,
        description: summaryOf(sample, 155),
        heading: sample.title,
      }
    : screen === 'jobPage'
      ? {
          title: `${sampleJob.title} | Medinest Careers`,
          description: `${sampleJob.title} at Medinest: ${sampleJob.department}, ${sampleJob.type}, ${sampleJob.location}.`,
          heading: sampleJob.title,
        }
      : screenTexts(screen);

describe('server-rendered pages', () => {
  it.each(everyPath)('%s answers 200 with the %s title, description and heading in the HTML', async (path, screen) => {
    const { title, description, heading } = expectedHead(screen);
    const response = await request(app).get(path).expect(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(response.text).toContain(`<meta name="description" content="${escapeHtml(description)}"/>`);
    expect(response.text).toContain(`<h1>${escapeHtml(heading)}</h1>`);
    expect(response.text.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it.each(['/CAREERS', '/Culture', '/WORKELIGIBILTY', '/carrer/generalquestions'])(
    'matches %s case-insensitively',
    async (path) => {
      const response = await request(app).get(path).expect(200);
      expect(response.text).toMatch(/<h1>[^<]+<\/h1>/);
    },
  );

  it.each([undefined, '*/*', 'application/json', 'text/plain'])(
    'answers unknown paths with a plain-text 404 NotFound (Accept: %s)',
    async (accept) => {
      const response = await request(app)
        .get('/no-such-page')
        .set(accept ? { Accept: accept } : {})
        .expect(404);
      expect(response.type).toBe('text/plain');
      expect(response.text).toBe('NotFound');
    },
  );

  it("answers a browser with the NotFound page inside the site's header and footer, with a way to the jobs", async () => {
    const response = await request(app)
      .get('/no-such-page')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .expect(404);
    expect(response.type).toBe('text/html');
    expect(response.headers.vary).toMatch(/Accept/);
    expect(response.headers['cache-control']).not.toMatch(/public/);
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="en">/i);
    expect(response.text).toContain('<title>NotFound</title>');
    expect(response.text.match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual(['<h1>NotFound</h1>']);
    expect(response.text).toContain('<header class="site-header">');
    expect(response.text).toContain('<footer class="site-footer" id="site-footer">');
    expect(response.text).toMatch(/<a [^>]*href="\/joblistings"[^>]*>See the job openings<\/a>/);
  });

  it.each(['//evil.example/careers', '/\\evil.example', '//evil.example'])(
    'answers %s as the page of that path (none: 404), not as a URL with a host',
    async (path) => {
      const response = await rawGet(app, path, {});
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('NotFound');
    },
  );

  it('has no /index.html: pages are rendered, never files', async () => {
    const response = await request(app).get('/index.html').expect(404);
    expect(response.text).toBe('NotFound');
  });

  it('renders loader data on the server; only a page that hydrates hands it to the browser', async () => {
    const response = await request(app).get('/joblistings').expect(200);
    expect(response.text).toMatch(
      /<h2><a href="\/joblistings\/[\w-]+"[^>]*>Chief Technology Officer \(CTO\)<\/a><\/h2>/,
    );
    // The public pages do not hydrate: no hydration data, no framework.
    expect(response.text).not.toContain('window.__reactRouterContext');
    expect((await request(app).get('/carrer/sign-in').expect(200)).text).toContain('window.__reactRouterContext');
  });

  it('preloads the chunks of the rendered page with the entry script, on a page that hydrates', async () => {
    expect((await request(app).get('/culture').expect(200)).text).not.toContain('modulepreload');
    const response = await request(app).get('/carrer/sign-in').expect(200);
    expect(response.text).toMatch(/<link rel="modulepreload" href="\/assets\/sign-in-page-[\w-]+\.js"/);
    expect(response.text).not.toMatch(/modulepreload[^>]+home-page/);
    // React and React Router last: the page paints without them (client/entry.server.tsx).
    expect(response.text).toMatch(
      /<link rel="modulepreload" fetchpriority="low" href="\/assets\/framework-[\w-]+\.js"/,
    );
    expect(response.text.match(/fetchpriority="low"/g)).toHaveLength(1);
  });

  // What React Router writes into a document for the browser's router: the routes it renders and
  // those of its parent paths (links to them need no lookup). server/pages/page-routes.ts renders
  // each document from a build of just these routes, which must not change them.
  it.each([
    ['/carrer/sign-in', ['root', 'app', 'signIn:/carrer/sign-in', 'site', 'home:/', 'home:/carrer']],
    ['/ReveiwSubmit', ['root', 'app', 'reviewSubmit:/ReveiwSubmit', 'site', 'home:/']],
    [
      '/carrer/Generalquestions',
      ['root', 'app', 'generalQuestions:/carrer/Generalquestions', 'site', 'home:/', 'home:/carrer'],
    ],
  ])('hands the browser the routes of %s and of its parent paths', async (path, routeIds) => {
    const response = await request(app).get(path).expect(200);
    // React Router writes it as indented JSON: its last brace is the only one at a line's start.
    const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(response.text)?.[1];
    expect(Object.keys(JSON.parse(manifest!).routes).sort()).toEqual([...routeIds].sort());
  });

  it.each(['/', '/Culture', '/joblistings/View', concretePath('/joblistings/:jobId'), concretePath('/blog/:id')])(
    '%s writes no routes for a browser router: the public pages do not hydrate',
    async (path) => {
      expect((await request(app).get(path).expect(200)).text).not.toContain('__reactRouterManifest');
    },
  );

  it("looks up any page's routes for the browser's router, whichever page asks", async () => {
    const page = await request(app).get('/carrer/sign-in').expect(200);
    const version = /"version": "(\w+)"/.exec(page.text)?.[1];
    const lookup = await request(app).get('/__manifest').query({ paths: '/jobs,/leadership', version }).expect(200);
    expect(Object.keys(lookup.body)).toEqual(expect.arrayContaining(['jobListings:/jobs', 'leadership:/leadership']));
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await request(app).head('/culture').expect(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toBeUndefined();
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('when a page fails', () => {
  const brokenSource = {
    listJobs: async () => {
      throw new Error('job store unreachable');
    },
  };
  // Data of the wrong shape makes the page component throw while rendering.
  const malformedSource = {
    listJobs: async () => ({ data: null, meta: { total: 0, query: defaultJobQuery } }) as unknown as JobListing,
  };

  it.each([
    ['a loader error', brokenSource, 'job store unreachable'],
    ['a render error', malformedSource, 'Cannot read properties of null'],
  ])(
    '%s shows "Unexpected Application Error!" and answers 500; only the log has the error',
    async (_, pageData, text) => {
      const { app: failingApp, logLines } = await createTestApp({ pageData });
      const response = await request(failingApp).get('/joblistings').expect(500);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain('<h1>Unexpected Application Error!</h1>');
      // React Router's production mode words every server error the same (docs/decisions/003).
      expect(response.text).toContain('<p>Unexpected Server Error</p>');
      expect(response.text).not.toContain(text);
      // No stack trace: neither in the markup nor in the hydration data. The log has the whole error.
      expect(response.text).not.toMatch(/\bat \S+ \(|\.tsx?:\d+|node_modules/);
      const logged = logLines.find((line) => line.msg === 'page failed') as {
        err?: { message?: string; stack?: string };
      };
      expect(logged?.err?.message).toContain(text);
      expect(logged?.err?.stack).toBeDefined();
    },
  );

  it('leaves the other pages working', async () => {
    const { app: failingApp } = await createTestApp({ pageData: brokenSource });
    await request(failingApp).get('/culture').expect(200);
  });
});

describe('the configured site name (SITE_NAME)', () => {
  it('is the brand in titles, headings and the header, and in GET /api/site', async () => {
    const { app: acme } = await createTestApp({
      env: { SITE_NAME: 'Acme Health', JOB_BOARD_URL: 'https://jobs.acme.example' },
    });
    const home = await request(acme).get('/').expect(200);
    expect(home.text).toContain('<title>Careers at Acme Health: Join Us for Transformation</title>');
    expect(home.text).toMatch(/<a class="brand" href="\/"[^>]*><span class="brand-name">Acme Health<\/span><\/a>/);
    expect(home.text).not.toContain('Medinest');
    const blog = await request(acme).get('/blogs').expect(200);
    expect(blog.text).toContain('<h1>The Acme Health Careers Blog</h1>');
    const site = await request(acme).get('/api/site').expect(200);
    expect(site.body).toEqual({
      data: {
        siteName: 'Acme Health',
        jobBoardUrl: 'https://jobs.acme.example',
        signIn: null,
        sendsEmail: false,
        companyCountry: { code: 'AU', name: 'Australia' },
        timeZone: 'UTC',
        frame: expect.objectContaining({ brand: expect.objectContaining({ legalName: 'Acme Health' }) }),
        jobCards: { categories: {}, teams: {} },
        // No PUBLIC_URL: an alert's email could not link back.
        alerts: false,
        texts: {
          jobListings: 'Internships and full-time roles at Acme Health, filtered by department, job type and location.',
          jobCategories: 'Browse open jobs on different job categories',
          jobTeams: 'Browse open jobs on different teams',
        },
        jobPage: { image: expect.stringMatching(/^\/site-images\/hiring\.svg\?v=/), alt: '' },
      },
    });
    // The job board's links are shown now that it has an address.
    expect(site.body.data.frame.header[0]).toEqual({
      kind: 'link',
      label: 'Career',
      href: 'https://jobs.acme.example',
      external: true,
    });
  });
});
