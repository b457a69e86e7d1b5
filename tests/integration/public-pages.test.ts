import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobCategoryCards, teamCards } from '../../shared/job-cards';
import { escapeHtml } from '../support/html-escape';
import { createTestApp } from '../support/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp());
});

// What each page must say before any script runs: its headings and texts.
const serverRendered: [string, string[]][] = [
  [
    '/',
    [
      'Instant placement with Know Your Colleague',
      'Learn more',
      'Explore Opportunities',
      'Teams',
      'Job Categories',
      'Locations',
      'Think and Learn',
      'Read More',
    ],
  ],
  ['/careers', ['Explore Opportunities']],
  [
    '/culture',
    [
      'Committed to our Culture',
      'Diversity and Inclusion',
      'Flexibility and Work-Life Balance',
      'Know Your Colleague',
      'Instant Placement',
    ],
  ],
  [
    '/support',
    [
      'Health and Wellness',
      'Financial Security',
      'Work-Life Balance',
      'Perks and Allowances',
      'Support and Engagement',
      'Culture and Community',
    ],
  ],
  ['/diversity', ['Diversity', 'Equity', 'Inclusion', 'Our Commitment']],
  [
    '/leadership',
    [
      'Citizens Obsession',
      'Learn with Curiosity',
      'Hire and Develop the Best',
      'Think Big Innovate and Simplify',
      'Earn Trust',
    ],
  ],
  [
    '/jobcategory',
    [
      'Find jobs by job category',
      'Browse open jobs on different job categories',
      ...jobCategoryCards.map((card) => card.heading),
    ],
  ],
  ['/jobteam', ['Find jobs by team', 'Browse open jobs on different teams', ...teamCards.map((card) => card.heading)]],
  [
    '/joblistings/View',
    ['Basic qualifications', 'Application and assessment process', 'Job details', 'Related jobs', 'Apply Now'],
  ],
];

describe('the public pages as the server renders them', () => {
  it.each(serverRendered)('%s holds its content, the site header and the footer', async (path, texts) => {
    const { text: html } = await request(app).get(path).expect(200);
    for (const text of texts) expect(html, text).toContain(`>${escapeHtml(text)}<`);
    expect(html).toContain('aria-label="Main"');
    expect(html).not.toContain('aria-label="Account"');
    expect(html).toContain('<footer class="site-footer" id="site-footer">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it.each(['/carrer/sign-in', '/login', '/carrer/sign-up', '/Resume', '/ReveiwSubmit'])(
    '%s is framed by the App header instead',
    async (path) => {
      const { text: html } = await request(app).get(path).expect(200);
      expect(html).toContain('<header class="app-header">');
      // Signed out: no account links, but Login (except on sign-in itself).
      expect(html).not.toContain('aria-label="Account"');
      expect(html.includes('>Login</a>'), path).toBe(!['/carrer/sign-in', '/login'].includes(path));
      expect(html).not.toContain('aria-label="Main"');
      expect(html).toContain('<footer class="site-footer" id="site-footer">');
    },
  );

  it('links the drawer to the partner areas that have an address, and has no drawer without any', async () => {
    const { app: configured } = await createTestApp({
      env: { PARTNER_DOCTORS_URL: 'https://doctors.example.test/login', PARTNER_LAB_URL: 'https://lab.example.test/' },
    });
    const { text: html } = await request(configured).get('/carrer/sign-in').expect(200);
    expect(html).toMatch(
      /<a href="https:\/\/doctors\.example\.test\/login"><span class="app-drawer-label">For Doctors</,
    );
    expect(html).toMatch(/<a href="https:\/\/lab\.example\.test\/"><span class="app-drawer-label">For Lab</);
    expect(html).not.toContain('For Pharmacy');

    const { text: bare } = await request(app).get('/carrer/sign-in').expect(200);
    expect(bare).not.toContain('For Doctors');
    expect(bare).not.toContain('id="app-drawer"');
  });

  it('shows 11 category cards and 12 team cards, each a link to its job list (tests/integration/job-pages.test.ts)', async () => {
    const categories = await request(app).get('/jobcategory').expect(200);
    expect(categories.text.match(/<h2><a [^>]*href="\/joblistings\?q=[\w+]+"/g)).toHaveLength(11);
    const teams = await request(app).get('/jobteam').expect(200);
    expect(teams.text.match(/<h2><a [^>]*href="\/joblistings\?q=[\w+]+"/g)).toHaveLength(12);
  });
});

describe('configuration in the public pages', () => {
  it('takes the brand from SITE_NAME and every job board link from JOB_BOARD_URL', async () => {
    const { app: acme } = await createTestApp({
      env: { SITE_NAME: 'Acme Health', JOB_BOARD_URL: 'https://jobs.acme.example/' },
    });
    const { text: html } = await request(acme).get('/joblistings/View').expect(200);
    // Login is the site's own sign-in: the job board's login is not linked.
    expect(html).not.toContain('href="https://jobs.acme.example/login"');
    expect(html).toContain('href="https://jobs.acme.example/teams"');
    expect(html).not.toContain('medinest.example');
    expect(html).not.toContain('Medinest');

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toContain('<');
    const posting = JSON.parse(jsonLd!);
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.hiringOrganization.name).toBe('Acme Health');
    expect(posting.description).toContain('<p>Acme Health runs an online store');
  });
});
