import { describe, expect, it } from 'vitest';
import { listJobs } from '../../shared/job-listing';
import { defaultJobQuery, type JobQuery } from '../../shared/job-query';
import { departments, type Job, jobs } from '../../shared/jobs';
import { postedAgeSeconds } from '../../shared/posted-age';

const list = (query: Partial<JobQuery>) => listJobs(jobs, { ...defaultJobQuery, ...query });
const titles = (found: Job[]) => found.map((job) => job.title);

function job(title: string, posted: string): Job {
  return { ...jobs[0]!, id: title, title, posted };
}

describe('the embedded job openings', () => {
  it('are the 15 of the original, in every department it had', () => {
    expect(jobs).toHaveLength(15);
    expect(new Set(jobs.map((entry) => entry.department))).toEqual(new Set(departments));
    expect(titles([...jobs])).toEqual(expect.arrayContaining(['Marketing Head', 'IT Project Manager']));
  });

  it('mark as remote exactly the jobs whose location says Remote', () => {
    for (const entry of jobs) expect(entry.remote, entry.title).toBe(/\bremote\b/i.test(entry.location));
  });

  it('have posted texts that are all readable ages', () => {
    for (const entry of jobs) expect(postedAgeSeconds(entry.posted), entry.posted).toBeTypeOf('number');
  });

  it('pay internships 3,000 to 5,000 rupees a month', () => {
    for (const entry of jobs.filter((candidate) => candidate.type === 'Internship')) {
      expect(entry.stipend).toBe('₹3,000 - 5,000 /month');
    }
  });
});

describe('filtering jobs', () => {
  it('keeps the original order and every job by default', () => {
    expect(list({})).toEqual(jobs);
  });

  it.each(departments)('shows only %s jobs for that department', (department) => {
    const found = list({ department });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.department === department)).toBe(true);
  });

  it('shows only the chosen job type', () => {
    expect(titles(list({ type: 'Full-Time' }))).toEqual([
      'Marketing Head',
      'IT Project Manager',
      'Chief Technology Officer (CTO)',
    ]);
  });

  it('treats "Remote" in the location as remote and everything else as onsite', () => {
    const remote = list({ location: 'remote' });
    const onsite = list({ location: 'onsite' });
    expect(remote.every((entry) => /remote/i.test(entry.location))).toBe(true);
    expect(onsite.some((entry) => /remote/i.test(entry.location))).toBe(false);
    expect(remote.length + onsite.length).toBe(jobs.length);
    expect(titles(remote)).toContain('Software Development Intern'); // "Work from home (Remote)"
  });

  it('filters by whether a job is remote, whatever its location says', () => {
    const anywhere: Job = { ...jobs[0]!, id: 'anywhere', location: 'Anywhere in India', remote: true };
    const office: Job = { ...jobs[0]!, id: 'office', location: 'Remote office, Pune', remote: false };
    const only = (location: JobQuery['location']) =>
      listJobs([anywhere, office], { ...defaultJobQuery, location }).map((entry) => entry.id);
    expect(only('remote')).toEqual(['anywhere']);
    expect(only('onsite')).toEqual(['office']);
  });

  it('combines filters with AND', () => {
    expect(titles(list({ department: 'Engineering', type: 'Internship', location: 'remote' }))).toEqual([
      'Software Development Intern',
      'Web Development Intern',
    ]);
  });

  it('returns nothing when no job passes every filter', () => {
    expect(list({ department: 'Designer', type: 'Full-Time' })).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const before = [...jobs];
    list({ sort: 'title-desc' });
    expect(jobs).toEqual(before);
  });
});

describe('sorting jobs', () => {
  const sample = [
    job('Zeta', '2 weeks ago'),
    job('Alpha', 'yesterday'),
    job('Mu', '6 hours ago'),
    job('Beta', 'yesterday'),
    job('Omega', 'posted recently'),
    job('Gamma', '1 month ago'),
  ];
  const sort = (sortBy: JobQuery['sort']) => titles(listJobs(sample, { ...defaultJobQuery, sort: sortBy }));

  it('Newest puts the smallest age first, ties by title, unreadable ages last', () => {
    expect(sort('newest')).toEqual(['Mu', 'Alpha', 'Beta', 'Zeta', 'Gamma', 'Omega']);
  });

  it('Oldest puts the largest age first, ties by title, unreadable ages last', () => {
    expect(sort('oldest')).toEqual(['Gamma', 'Zeta', 'Alpha', 'Beta', 'Mu', 'Omega']);
  });

  it('Title A-Z and Z-A order by title, ignoring case', () => {
    const mixed = [job('beta', '1 day ago'), job('Alpha', '1 day ago'), job('gamma', '1 day ago')];
    expect(titles(listJobs(mixed, { ...defaultJobQuery, sort: 'title-asc' }))).toEqual(['Alpha', 'beta', 'gamma']);
    expect(titles(listJobs(mixed, { ...defaultJobQuery, sort: 'title-desc' }))).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it('sorts the real openings newest first by age, not by parsing text as a date', () => {
    const ages = list({ sort: 'newest' }).map((entry) => postedAgeSeconds(entry.posted)!);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(list({ sort: 'newest' })[0]!.title).toBe('React Native Development Intern'); // 6 hours ago
  });
});
