import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobListing } from '../../shared/job-listing';
import { cardTitles } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp());
});

async function apiJobs(search: string): Promise<JobListing> {
  const response = await request(app).get(`/api/jobs${search}`).expect(200);
  expect(response.type).toBe('application/json');
  return response.body as JobListing;
}

/** The job titles in the server-rendered page, in page order. */
async function pageTitles(path: string): Promise<string[]> {
  const response = await request(app).get(path).expect(200);
  return cardTitles(response.text);
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");

describe('GET /api/jobs', () => {
  it('answers every opening with the applied query and the total', async () => {
    const listing = await apiJobs('');
    expect(listing.data).toHaveLength(15);
    expect(listing.meta).toEqual({
      total: 15,
      query: { department: 'All', type: 'All', location: 'all', sort: 'none' },
    });
  });

  it('links every job to the external job board, absolutely', async () => {
    const { data } = await apiJobs('');
    for (const job of data) expect(job.link).toMatch(/^https:\/\/jobs\.medinest\.example\/jobs\/[\w-]+$/);
  });

  it.each([
    ['?department=Engineering', 4],
    ['?type=Full-Time', 3],
    ['?location=remote', 7],
    ['?location=onsite', 8],
    ['?department=Engineering&type=Internship&location=remote', 2],
    ['?department=Designer&type=Full-Time', 0],
  ])('%s finds %i jobs', async (search, count) => {
    expect((await apiJobs(search)).data).toHaveLength(count);
  });

  it('sorts newest first by the age in the posted text', async () => {
    const { data } = await apiJobs('?sort=newest');
    expect(data.slice(0, 3).map((job) => job.posted)).toEqual(['6 hours ago', 'yesterday', '1 day ago']);
  });

  it.each(['?department=Nope&sort=sideways', '?location=%E0%A4%A', '?type[]=x', `?sort=${'z'.repeat(3000)}`])(
    'falls back to defaults for %s instead of failing',
    async (search) => {
      const listing = await apiJobs(search);
      expect(listing.data).toHaveLength(15);
      expect(listing.meta.query.sort).toBe('none');
    },
  );
});

describe('the job openings page', () => {
  it('renders the filtered, sorted list on the server', async () => {
    const { data } = await apiJobs('?department=Engineering&sort=title-asc');
    const titles = await pageTitles('/joblistings?department=Engineering&sort=title-asc');
    expect(titles.map(decode)).toEqual(data.map((job) => job.title));
    expect(titles).toEqual([
      'Chief Technology Officer (CTO)',
      'React Native Development Intern',
      'Software Development Intern',
      'Web Development Intern',
    ]);
  });

  it('renders the same list at /jobs', async () => {
    expect(await pageTitles('/jobs?location=remote')).toEqual(await pageTitles('/joblistings?location=remote'));
  });

  it('shows the count and marks the chosen controls in the HTML', async () => {
    const response = await request(app)
      .get('/joblistings?department=Marketing&type=Internship&sort=oldest')
      .expect(200);
    expect(response.text).toContain('Showing 2 of 15 jobs');
    const pressed = (department: string) =>
      new RegExp(`<button type="submit" value="${department}"[^>]*>`)
        .exec(response.text)?.[0]
        .match(/aria-pressed="(\w+)"/)?.[1];
    expect(pressed('Marketing')).toBe('true');
    expect(pressed('All')).toBe('false');
    expect(response.text).toMatch(/<option value="Internship" selected="">/);
    expect(response.text).toMatch(/<option value="oldest" selected="">/);
  });

  it('shows an empty state with a way back to every job', async () => {
    const response = await request(app).get('/joblistings?department=Designer&type=Full-Time').expect(200);
    expect(response.text).toContain('No jobs match these filters');
    expect(response.text).toContain('<a href="/joblistings" data-discover="true">Clear filters</a>');
  });

  it('never turns a malformed query into an error page', async () => {
    const titles = await pageTitles('/joblistings?department=%ZZ&sort=');
    expect(titles).toHaveLength(15);
  });

  it('opens job-board links in a new tab without giving it access to this page', async () => {
    const response = await request(app).get('/joblistings').expect(200);
    const links = response.text.match(/<a class="job-link"[^>]*>/g) ?? [];
    expect(links).toHaveLength(15);
    for (const link of links) expect(link).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
