import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { eventually } from '../support/eventually';
import { exampleJobs, freshJobsFile, harbourClinics } from '../support/example-jobs';
import { runToExit, startServer } from '../support/server-process';
import { removeSiteFolderCopies, siteFolderCopy } from '../support/site-folders';
import { createTestApp } from '../support/test-app';

afterAll(removeSiteFolderCopies);

const hirePage = '---\ntitle: How we hire at {site}\ndescription: Our steps\nheading: How we hire\n---\nWe call you.\n';

describe("a site folder's pages and pictures", () => {
  it('serves a page of the folder at /NAME, lists it in the sitemap, and 404s a name it has none for', async () => {
    const folder = siteFolderCopy();
    folder.write('pages/how-we-hire.md', hirePage);
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir } });
    const page = await request(app).get('/how-we-hire').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>How we hire at Medinest</title>');
    expect(page.text).toContain('<h1>How we hire</h1>');
    expect(page.text).toContain('<p>We call you.</p>');
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('/how-we-hire</loc>');
    const missing = await request(app).get('/how-we-fire').expect(404);
    expect(missing.text).toBe('NotFound');
    const missingPage = await request(app).get('/how-we-fire').set('Accept', 'text/html').expect(404);
    expect(missingPage.text).toContain('<h1>NotFound</h1>');
  });

  it('serves its pictures for a year at their hashed address, briefly at another, and as documents that run nothing', async () => {
    const { app } = await createTestApp();
    const culture = await request(app).get('/culture').expect(200);
    const address = /\/site-images\/hero-culture\.svg\?v=[\w-]+/.exec(culture.text)?.[0];
    expect(address).toBeDefined();
    const current = await request(app).get(address!).expect(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(current.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const stale = await request(app).get('/site-images/hero-culture.svg?v=old').expect(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    await request(app).get('/site-images/no-such.svg').expect(404);
    await request(app).get('/site-images/..%2Fsite.yaml').expect(404);
  });

  it('puts the brand’s colours into every page as its CSS variables', async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) => text.replace("primary: '#0b5cab'", "primary: '#7a2e8a'"));
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir } });
    for (const path of ['/', '/joblistings', '/carrer/sign-in']) {
      const page = await request(app).get(path).expect(200);
      expect(page.text).toContain(':root{--brand:#7a2e8a;--brand-dark:#0b3d75;--accent:#0f766e}');
      expect(page.text).toContain('<meta name="theme-color" content="#7a2e8a"/>');
    }
  });
});

describe('a site folder in the server process', () => {
  it('refuses to start with a folder that does not read, naming the file, the line and the field', async () => {
    const folder = siteFolderCopy();
    folder.edit('pages/culture.md', (text) => text.replace('images/culture-flexibility.svg', 'images/team.svg'));
    const { code, output } = await runToExit({ SITE_DIR: folder.dir });
    expect(code).toBe(1);
    expect(output).toMatch(/pages\/culture\.md:\d+: blocks\[0\]\.items\[1\]\.image: no such file images\/team\.svg/);
  });

  it('check-site says the same without starting: each problem with its file and line, exit 1; a folder that reads, exit 0', async () => {
    const folder = siteFolderCopy();
    folder.edit('pages/culture.md', (text) => text.replace('images/culture-flexibility.svg', 'images/team.svg'));
    folder.edit('site.yaml', (text) => text.replace("primary: '#0b5cab'", "primary: '#7fb3e6'"));
    const broken = await runToExit({}, 'dist/server/check-site.js', [folder.dir]);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      /pages\/culture\.md:\d+: blocks\[0\]\.items\[1\]\.image: no such file images\/team\.svg/,
    );
    expect(broken.output).toContain('brand.colors.primary: #ffffff on #7fb3e6 has a contrast of 2.21:1, below WCAG AA');
    expect(broken.output).toContain(`${folder.dir}: 3 problems`);

    const whole = await runToExit({ SITE_DIR: siteFolderCopy().dir }, 'dist/server/check-site.js');
    expect(whole.code).toBe(0);
    expect(whole.output).toMatch(/: Medinest, 5 pages, \d+ pictures: it reads/);
  });

  it("check-site reads the jobs file JOBS_SOURCE names, telling every bad job beside the folder's problems", async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) => text.replace('logo: images/logo.svg', 'logo: images/our-logo.svg'));
    const [first, second, ...rest] = exampleJobs();
    const badJobs = freshJobsFile([{ ...first, remote: 'yes' }, { ...second, postedAt: 'last week' }, ...rest]);
    const broken = await runToExit(
      { SITE_DIR: folder.dir, JOBS_SOURCE: `file:${badJobs}` },
      'dist/server/check-site.js',
    );
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('brand.logo: no such file images/our-logo.svg');
    expect(broken.output).toContain(`JOBS_SOURCE file ${badJobs}: 2 jobs do not read:`);
    expect(broken.output).toContain(`job 1 (id "${first!.id}"): remote: must be true or false`);
    expect(broken.output).toContain(`job 2 (id "${second!.id}"): postedAt: must be an ISO 8601 date`);

    const missing = await runToExit({ JOBS_SOURCE: 'file:/no/such/jobs.json' }, 'dist/server/check-site.js');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('JOBS_SOURCE file /no/such/jobs.json: no such file');

    const good = await runToExit({ JOBS_SOURCE: `file:${freshJobsFile()}` }, 'dist/server/check-site.js');
    expect(good.code).toBe(0);
    expect(good.output).toContain(`: ${exampleJobs().length} jobs: it reads`);
  });

  it('reads an edited folder again on SIGHUP, serving its pages at once, and keeps the one before when it breaks', async () => {
    const folder = siteFolderCopy();
    const server = await startServer({ env: { SITE_DIR: folder.dir } });
    const culture = async () => (await fetch(`${server.url}/culture`)).text();
    try {
      // Read once, so the page is in the page cache: the new folder's version must not be served stale.
      expect(await culture()).toContain('<h1>Committed to our Culture</h1>');
      // A visitor's draft, begun before the reloads.
      const saved = await fetch(`${server.url}/api/application/draft/general`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validAnswers.general),
      });
      expect(saved.status).toBe(200);
      const cookie = saved.headers.get('set-cookie')?.split(';')[0] ?? '';

      folder.edit('pages/culture.md', (text) => text.replace('Committed to our Culture', 'Life at the clinic'));
      folder.write('pages/how-we-hire.md', hirePage);
      process.kill(server.child.pid!, 'SIGHUP');
      await eventually(async () => (await culture()).includes('<h1>Life at the clinic</h1>'), 10_000, 'the new page');
      expect((await fetch(`${server.url}/how-we-hire`)).status).toBe(200);

      folder.edit('pages/culture.md', (text) => text.replace('images/hero-culture.svg', 'images/gone.svg'));
      process.kill(server.child.pid!, 'SIGHUP');
      await eventually(
        () => server.output.some((line) => line.includes('still serving the one read before')),
        10_000,
        'the broken folder logged',
      );
      expect(server.output.join('\n')).toMatch(/pages\/culture\.md:\d+: hero\.image: no such file images\/gone\.svg/);
      expect(await culture()).toContain('<h1>Life at the clinic</h1>');
      expect(server.child.exitCode).toBeNull();
      // The visitor's session and draft outlived both reloads.
      const draft = await fetch(`${server.url}/api/application/draft`, { headers: { cookie } });
      expect(((await draft.json()) as { data: { steps: { general?: unknown } } }).data.steps.general).toEqual(
        validAnswers.general,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe("the company's country", () => {
  const countryOf = async (env: Record<string, string>) => {
    const { app } = await createTestApp({ env });
    return (await request(app).get('/api/site').expect(200)).body.data.companyCountry.code as string;
  };

  it("is the site folder's (company.country, else the country brand.country names), and COMPANY_COUNTRY overrides it", async () => {
    expect(await countryOf({})).toBe('AU');
    expect(await countryOf({ SITE_DIR: harbourClinics.siteDir })).toBe('IN');
    expect(await countryOf({ SITE_DIR: harbourClinics.siteDir, COMPANY_COUNTRY: 'AU' })).toBe('AU');
    const named = siteFolderCopy(harbourClinics.siteDir);
    named.edit('site.yaml', (text) => text.replace(/^ {2}country: IN\n/m, ''));
    expect(await countryOf({ SITE_DIR: named.dir })).toBe('IN');
    named.edit('site.yaml', (text) => text.replace(/^ {2}country: .*$/m, '  country: Somewhere'));
    expect(await countryOf({ SITE_DIR: named.dir })).toBe('AU');
  });
});
