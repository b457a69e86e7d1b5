import { describe, expect, it } from 'vitest';
import type { Job } from '../../shared/job';
import { listJobs } from '../../shared/job-listing';
import { isAtPlace, jobPlaceNames, placesOfJobs } from '../../shared/job-place-names';
import { defaultJobQuery, jobQueryParams, parseJobQuery } from '../../shared/job-query';
import { jobs as embeddedJobs } from '../../shared/jobs';
import { embeddedJobsProvider } from '../../server/jobs/jobs-provider';
import { jobCatalog } from '../../server/jobs/job-catalog';
import { alertSearchSchema, jobQueryOf } from '../../server/alerts/alert-search';

const job = (id: string, location: string, fields: Partial<Job> = {}): Job => ({
  ...embeddedJobs[0]!,
  id,
  title: id,
  location,
  remote: false,
  ...fields,
});

const jobs = [
  job('pune', 'Pune, Maharashtra'),
  job('two-offices', 'Bengaluru, Karnataka; pune, MH'),
  job('remote-india', 'Remote (India)', { remote: true }),
  job('remote-or-office', 'Remote; Zürich, ZH, CH', { remote: true }),
  job('zurich', 'Zurich, Switzerland'),
  job('hybrid', 'Hybrid - London', { hybrid: true }),
  // A feed's own reading of its places: its cities, not its text's.
  job('lever', 'HQ; Satellite office', { places: [{ locality: 'Jakarta', country: 'ID' }, { country: 'IN' }] }),
  // A feed that read no place has none, whatever its text says.
  job('feed-none', 'Somewhere, Nowhere', { places: [] }),
];

describe("a job's places, as the Location filter offers them", () => {
  it.each([
    ['pune', ['Pune']],
    ['two-offices', ['Bengaluru', 'pune']],
    ['remote-india', []],
    ['remote-or-office', ['Zürich']],
    ['hybrid', ['London']],
    ['lever', ['Jakarta', 'India']],
    ['feed-none', []],
  ])('%s: %j', (id, names) => {
    expect(jobPlaceNames(jobs.find((entry) => entry.id === id)!)).toEqual(names);
  });

  it("are the open jobs' places, each once whatever its case and accents, sorted", () => {
    expect(placesOfJobs(jobs)).toEqual(['Bengaluru', 'India', 'Jakarta', 'London', 'Pune', 'Zürich']);
  });

  it('name the place in any spelling of it', () => {
    expect(isAtPlace(jobs[1]!, 'PUNE')).toBe(true);
    expect(isAtPlace(jobs[4]!, 'zürich')).toBe(true);
    expect(isAtPlace(jobs[4]!, 'Zurich ')).toBe(true);
    expect(isAtPlace(jobs[0]!, 'Mumbai')).toBe(false);
  });

  it('of the embedded jobs are their cities, after All, Remote and Onsite', async () => {
    const { facets } = await embeddedJobsProvider('https://jobs.example.test').catalog();
    expect(facets.locations).toEqual(['all', 'remote', 'onsite']);
    expect(facets.places).toContain('Pune');
    expect(facets.places).toEqual([...facets.places].sort((a, b) => a.localeCompare(b)));
    expect(facets.places.some((place) => /remote|home/i.test(place))).toBe(false);
  });
});

describe("a list's query with a place", () => {
  const { facets } = jobCatalog(jobs);
  const ids = (search: string) =>
    listJobs(jobs, parseJobQuery(new URLSearchParams(search), facets)).map((found) => found.id);

  it('lists the jobs done at the place, in any case', () => {
    expect(ids('location=Pune')).toEqual(['pune', 'two-offices']);
    expect(ids('location=pune')).toEqual(['pune', 'two-offices']);
    expect(ids('location=zurich')).toEqual(['remote-or-office', 'zurich']);
    expect(parseJobQuery(new URLSearchParams('location=PUNE'), facets).location).toBe('Pune');
  });

  it('keeps the workplaces as they were: location=remote lists the remote jobs', () => {
    expect(ids('location=remote')).toEqual(['remote-india', 'remote-or-office']);
    expect(ids('location=hybrid')).toEqual(['hybrid']);
    expect(parseJobQuery(new URLSearchParams('location=Remote'), facets).location).toBe('remote');
  });

  it.each(['location=Mumbai', 'location=', `location=${'P'.repeat(300)}`, 'location=Pune%00'])(
    'is All for a place no open job is at: %s',
    (search) => {
      expect(parseJobQuery(new URLSearchParams(search), facets)).toStrictEqual(defaultJobQuery);
    },
  );

  it('round-trips through a short address', () => {
    const query = { ...defaultJobQuery, team: 'Backend', location: 'Pune' };
    expect(jobQueryParams(query).toString()).toBe('team=Backend&location=Pune');
    expect(parseJobQuery(jobQueryParams(query), { ...facets, teams: ['Backend'] })).toEqual(query);
  });
});

describe('a job alert for a place', () => {
  it('finds the new jobs done there, as the list does, whatever the case it was asked in', () => {
    const search = alertSearchSchema.parse({ location: 'PUNE' });
    expect(listJobs(jobs, jobQueryOf(search)).map((found) => found.id)).toEqual(['pune', 'two-offices']);
  });

  it('keeps the workplaces as they were, in any case', () => {
    expect(alertSearchSchema.parse({ location: 'Remote' })).toEqual({ location: 'remote' });
    expect(alertSearchSchema.safeParse({ location: 'x'.repeat(101) }).success).toBe(false);
    expect(alertSearchSchema.safeParse({ location: 'Pune\u0000' }).success).toBe(false);
  });
});
