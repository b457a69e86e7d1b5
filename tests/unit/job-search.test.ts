import { describe, expect, it } from 'vitest';
import { isJobId, type Job } from '../../shared/job';
import { listJobs, pageOfJobs } from '../../shared/job-listing';
import { postedText } from '../../shared/job-posted';
import {
  defaultJobQuery,
  type JobQuery,
  jobQueryParams,
  locationFiltersFor,
  parseJobQuery,
} from '../../shared/job-query';
import { jobs as embeddedJobs } from '../../shared/jobs';
import { postedAgeSeconds } from '../../shared/posted-age';

function dated(id: string, fields: Partial<Job> = {}): Job {
  return {
    id,
    title: `Job ${id}`,
    department: 'Engineering',
    type: 'Full-Time',
    location: 'Pune',
    remote: false,
    stipend: '',
    postedAt: '2026-11-01T00:00:00.000Z',
    description: '',
    ...fields,
  };
}

const ids = (jobs: Job[]) => jobs.map((job) => job.id);
const list = (jobs: Job[], query: Partial<JobQuery>) => ids(listJobs(jobs, { ...defaultJobQuery, ...query }));

describe('searching jobs (q)', () => {
  const jobs = [
    dated('a', { title: 'Backend Engineer', location: 'Zürich' }),
    dated('b', { title: 'Nurse', department: 'Clinical', description: '<p>Care &amp; <strong>kindness</strong></p>' }),
    dated('c', { title: 'Frontend engineer', location: 'Remote', remote: true }),
  ];

  it('matches the title, department, location and description text, ignoring case and accents', () => {
    expect(list(jobs, { q: 'ENGINEER' })).toEqual(['a', 'c']);
    expect(list(jobs, { q: 'clinical' })).toEqual(['b']);
    expect(list(jobs, { q: 'zurich' })).toEqual(['a']);
    expect(list(jobs, { q: 'care & kindness' })).toEqual(['b']);
  });

  it('needs every word, and combines with the filters', () => {
    expect(list(jobs, { q: 'engineer remote' })).toEqual(['c']);
    expect(list(jobs, { q: 'engineer', location: 'onsite' })).toEqual(['a']);
  });

  it('does not match the markup of descriptions', () => {
    expect(list(jobs, { q: 'strong' })).toEqual([]);
  });
});

describe('sorting jobs by their dates', () => {
  const jobs = [
    dated('old', { postedAt: '2025-01-01T00:00:00.000Z' }),
    dated('new', { postedAt: '2026-11-20T00:00:00.000Z' }),
    dated('mid', { postedAt: '2026-06-01T00:00:00.000Z' }),
  ];

  it('Newest and Oldest order by postedAt', () => {
    expect(list(jobs, { sort: 'newest' })).toEqual(['new', 'mid', 'old']);
    expect(list(jobs, { sort: 'oldest' })).toEqual(['old', 'mid', 'new']);
  });

  it("writes the posted text from the date for dated jobs, and keeps the embedded jobs' text", () => {
    const now = Date.parse('2026-11-23T00:00:00.000Z');
    expect(postedText(jobs[1]!, now)).toBe('3 days ago');
    expect(postedText({ ...jobs[1]!, posted: '2 days ago' }, now)).toBe('2 days ago');
  });
});

describe("the embedded jobs' dates", () => {
  it("are their texts' ages back from 2026-11-22 09:00 UTC, so both sort alike", () => {
    for (const job of embeddedJobs) {
      expect(Date.parse('2026-11-22T09:00:00.000Z') - Date.parse(job.postedAt), job.id).toBe(
        postedAgeSeconds(job.posted)! * 1_000,
      );
    }
    const byText = list(embeddedJobs as Job[], { sort: 'newest' });
    expect(
      ids(
        listJobs(
          embeddedJobs.map(({ posted: _, ...job }) => job),
          { ...defaultJobQuery, sort: 'newest' },
        ),
      ),
    ).toEqual(byText);
  });
});

describe('pages of jobs', () => {
  const many = Array.from({ length: 50 }, (_, index) => index);

  it('cuts the list into pages of 24 and says where it is', () => {
    expect(pageOfJobs(many, 1).pagination).toEqual({ page: 1, pageSize: 24, pageCount: 3, matching: 50 });
    expect(pageOfJobs(many, 3).jobs).toEqual([48, 49]);
  });

  it('shows the last page for a page past it, and one empty page for nothing', () => {
    expect(pageOfJobs(many, 9).pagination.page).toBe(3);
    expect(pageOfJobs([], 1)).toEqual({ jobs: [], pagination: { page: 1, pageSize: 24, pageCount: 1, matching: 0 } });
  });
});

describe("the query of q, page and the data's filter values", () => {
  const facets = {
    departments: ['Clinical', 'Engineering'],
    teams: [],
    types: ['Contract'],
    locations: locationFiltersFor(false),
    places: [],
  };

  it('reads q and page, and leaves them out when they are the defaults', () => {
    expect(parseJobQuery(new URLSearchParams('q=%20nurse%20%20educator%20&page=3'))).toEqual({
      ...defaultJobQuery,
      q: 'nurse educator',
      page: 3,
    });
    expect(parseJobQuery(new URLSearchParams('q=%20%20&page=1'))).toEqual(defaultJobQuery);
  });

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=999999'])('reads %s as the first page', (search) => {
    expect(parseJobQuery(new URLSearchParams(search)).page).toBeUndefined();
  });

  it('cuts a long search to 100 characters', () => {
    expect(parseJobQuery(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(100);
  });

  it('offers the departments and types of the data', () => {
    expect(parseJobQuery(new URLSearchParams('department=clinical&type=contract'), facets)).toMatchObject({
      department: 'Clinical',
      type: 'Contract',
    });
    expect(parseJobQuery(new URLSearchParams('department=Marketing'), facets).department).toBe('All');
  });

  it('offers Hybrid only when some job is hybrid: elsewhere location=hybrid is All, as the filter shows it', () => {
    expect(facets.locations).toEqual(['all', 'remote', 'onsite']);
    expect(parseJobQuery(new URLSearchParams('location=hybrid'), facets).location).toBe('all');
    expect(parseJobQuery(new URLSearchParams('location=remote'), facets).location).toBe('remote');
    const withHybrid = { ...facets, locations: locationFiltersFor(true) };
    expect(withHybrid.locations).toEqual(['all', 'remote', 'hybrid', 'onsite']);
    expect(parseJobQuery(new URLSearchParams('location=Hybrid'), withHybrid).location).toBe('hybrid');
  });

  it('round-trips q and page through the URL', () => {
    const query: JobQuery = { ...defaultJobQuery, department: 'Clinical', q: 'night shift', page: 2 };
    expect(jobQueryParams(query).toString()).toBe('department=Clinical&q=night+shift&page=2');
    expect(parseJobQuery(jobQueryParams(query), facets)).toEqual(query);
  });
});

describe('job ids', () => {
  it.each(['127817', '5ac21346-8e0c-4494-8e7a-3eb92ff77902', 'backend_engineer'])('accepts %s', (id) => {
    expect(isJobId(id)).toBe(true);
  });

  it.each(['', 'View', 'view', '-x', 'a b', 'a/b', 'é', 'x'.repeat(101), '..'])('refuses %j', (id) => {
    expect(isJobId(id)).toBe(false);
  });
});
