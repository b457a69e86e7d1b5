import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleJobs, freshJobsFile, harbourClinics } from '../support/example-jobs';
import { jsonLdOf } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

/**
 * The second example company (examples/harbour-clinics), crawled as a search engine would: every
 * page a link reaches from its home page or its sitemap, every picture they show. None says a word
 * of the seed's company, shows one of its pictures or links to one of its addresses.
 */
const PUBLIC_URL = 'https://careers.harbourclinics.example';

/** Words only the seed's company says: its name and years, and sentences of its folder and articles. */
const seedWords = [
  /medinest/i,
  /1996/,
  /Internships and full-time roles/,
  /Browse open jobs on different/,
  /Know Your Colleague/,
  /pharmacies and labs/,
  /We're hiring/,
];

/** The seed's pictures (its folder's, and the seed's own in the build): by the hash of their bytes. */
function seedPictureHashes(): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  const seed = [...files('site/images'), 'client/public/images/site/job-ecommerce.svg'];
  return new Set(seed.map((file) => createHash('sha256').update(readFileSync(file)).digest('hex')));
}

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

interface Crawl {
  /** Each page's path with its answer's status and HTML. */
  pages: Map<string, { status: number; html: string }>;
  /** Every picture address the pages name. */
  pictures: Set<string>;
}

const pageLink = /\bhref="(\/(?!\/)[^"#]*)"/g;
const pictureAddress =
  /\b(?:src|href)="(\/(?:site-images|images)\/[^"]+)"|url\((?:&quot;|["'])?(\/(?:site-images|images)\/[^)"'&]+)/g;
/** Paths that are not pages: the build's files, the API, the pictures. */
const notAPage = /^\/(assets|api|admin|site-images|images|favicon|__)/;

async function crawl(app: App, from: string[]): Promise<Crawl> {
  const pages: Crawl['pages'] = new Map();
  const pictures = new Set<string>();
  const queue = [...from];
  while (queue.length > 0 && pages.size < 400) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const answer = await request(app).get(path).set('Accept', 'text/html');
    const html = answer.text;
    pages.set(path, { status: answer.status, html });
    for (const [, picture, inStyle] of html.matchAll(pictureAddress))
      pictures.add((picture ?? inStyle)!.replaceAll('&amp;', '&'));
    for (const [, link] of html.matchAll(pageLink)) {
      const target = link!.replaceAll('&amp;', '&');
      if (!notAPage.test(target) && !pages.has(target)) queue.push(target);
    }
  }
  return { pages, pictures };
}

describe('the example company (examples/harbour-clinics), crawled', () => {
  let app: App;
  let jobsFile: string;
  let site: Crawl;
  let sitemap: string;

  beforeAll(async () => {
    jobsFile = freshJobsFile(exampleJobs(harbourClinics.jobsFile));
    ({ app } = await createTestApp({
      env: { SITE_DIR: harbourClinics.siteDir, JOBS_SOURCE: `file:${jobsFile}`, PUBLIC_URL },
    }));
    sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    const listed = [...sitemap.matchAll(/<loc>https:\/\/careers\.harbourclinics\.example([^<]*)<\/loc>/g)].map(
      (match) => match[1] || '/',
    );
    site = await crawl(app, ['/', ...listed, '/carrer/sign-in', '/privacy', '/blog/no-such-article']);
  }, 120_000);

  it('reaches every page of its sitemap, its blog and its jobs, each answering as it should', () => {
    const paths = [...site.pages.keys()];
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/how-we-hire', '/blogs', '/blog/monsoon-health-camps', '/jobteam']),
    );
    expect(paths.filter((path) => path.startsWith('/joblistings/')).length).toBeGreaterThanOrEqual(10);
    // An unknown article is not found; a candidate's own pages send a visitor to sign in.
    const expected = (path: string) =>
      path === '/blog/no-such-article' ? 404 : ['/applications', '/profile'].includes(path) ? 302 : 200;
    const wrong = [...site.pages].filter(([path, { status }]) => status !== expected(path));
    expect(wrong.map(([path, { status }]) => `${path}: ${status}`)).toEqual([]);
  });

  it('says no word of the seed company on any page, in the sitemap or in its API', async () => {
    const answers = [
      ['/sitemap.xml', sitemap],
      ['/api/site', JSON.stringify((await request(app).get('/api/site').expect(200)).body)],
      ['/admin/All/blogs', JSON.stringify((await request(app).get('/admin/All/blogs').expect(200)).body)],
      ...[...site.pages].map(([path, { html }]) => [path, html]),
    ];
    const mentions = answers.flatMap(([path, text]) =>
      seedWords.flatMap((word) => (word.test(text!) ? [`${path}: ${word}`] : [])),
    );
    expect(mentions).toEqual([]);
    const unnamed = [...site.pages].filter(
      ([, { status, html }]) => status === 200 && !html.includes('Harbour Clinics'),
    );
    expect(unnamed.map(([path]) => path)).toEqual([]);
  });

  it('shows none of the seed’s pictures, and its own on the job pages and in its blog', async () => {
    const seed = seedPictureHashes();
    const shown: string[] = [];
    for (const address of site.pictures) {
      const answer = await request(app)
        .get(address)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(answer.status, address).toBe(200);
      if (
        seed.has(
          createHash('sha256')
            .update(answer.body as Buffer)
            .digest('hex'),
        )
      )
        shown.push(address);
    }
    expect(shown).toEqual([]);
    const jobPage = site.pages.get('/joblistings/lab-technician-chennai')!.html;
    expect(jobPage).toMatch(/<img src="\/site-images\/job-page\.svg\?v=[\w-]+" alt="A Harbour Clinics sign/);
    expect(site.pages.get('/blogs')!.html).toContain('/site-images/blog/monsoon-camp.svg');
  });

  it('gives every job page structured data in its name, with absolute addresses on PUBLIC_URL', () => {
    const jobPages = [...site.pages].filter(
      ([path]) => /^\/joblistings\/[^/?]+$/.test(path) && path !== '/joblistings/View',
    );
    expect(jobPages.length).toBeGreaterThanOrEqual(10);
    for (const [path, { html }] of jobPages) {
      const posting = jsonLdOf(html).find((item) => item['@type'] === 'JobPosting');
      expect(posting, path).toMatchObject({
        url: `${PUBLIC_URL}${path}`,
        hiringOrganization: {
          name: 'Harbour Clinics',
          legalName: 'Harbour Clinics Private Limited',
          sameAs: 'https://www.harbourclinics.example',
          logo: expect.stringMatching(/^https:\/\/careers\.harbourclinics\.example\/site-images\/logo\.svg\?v=/),
        },
      });
    }
  });

  it('answers 410 for a job closed after the start, and lists it no more', async () => {
    const jobs = exampleJobs(harbourClinics.jobsFile);
    const closed = jobs[0]!;
    writeFileSync(jobsFile, JSON.stringify(jobs.slice(1)));
    await app.reloadJobs();
    const page = await request(app).get(`/joblistings/${closed.id}`).set('Accept', 'text/html').expect(410);
    expect(page.text).toContain('This job has closed');
    expect((await request(app).get('/sitemap.xml').expect(200)).text).not.toContain(`/joblistings/${closed.id}<`);
  });
});
