import { describe, expect, it } from 'vitest';
import { defaultJobQuery, jobQueryParams, parseJobQuery } from '../../shared/job-query';

const parse = (search: string) => parseJobQuery(new URLSearchParams(search));

describe('the job list query in the URL', () => {
  it('defaults to all jobs in their listed order', () => {
    expect(parse('')).toEqual({ department: 'All', type: 'All', location: 'all', sort: 'none' });
  });

  it('reads every filter and the sort', () => {
    expect(parse('department=Engineering&type=Internship&location=remote&sort=newest')).toEqual({
      department: 'Engineering',
      type: 'Internship',
      location: 'remote',
      sort: 'newest',
    });
  });

  it('ignores the case of values', () => {
    expect(parse('department=engineering&type=full-time&location=ONSITE&sort=Title-Desc')).toEqual({
      department: 'Engineering',
      type: 'Full-Time',
      location: 'onsite',
      sort: 'title-desc',
    });
  });

  it.each([
    'department=Sales',
    'type=Contract',
    'location=mars',
    'sort=random',
    'department=',
    'sort=newest%00',
    `department=${'E'.repeat(5000)}`,
    'department[]=Engineering',
    '%%%',
  ])('falls back to defaults for unknown or malformed %s', (search) => {
    // Every case carries one parameter at most, so the whole query is the default one.
    const query = parse(search);
    expect(query).toStrictEqual(defaultJobQuery);
    expect(Object.keys(query)).toEqual(['department', 'type', 'location', 'sort']);
  });

  it('keeps only the first of repeated parameters', () => {
    expect(parse('department=Designer&department=Marketing').department).toBe('Designer');
  });

  it('writes non-default values only, so shared links stay short', () => {
    expect(jobQueryParams(defaultJobQuery).toString()).toBe('');
    expect(jobQueryParams({ ...defaultJobQuery, department: 'Engineering', sort: 'oldest' }).toString()).toBe(
      'department=Engineering&sort=oldest',
    );
  });

  it('round-trips through the URL', () => {
    const query = { department: 'Operations', type: 'Full-Time', location: 'onsite', sort: 'title-asc' } as const;
    expect(parseJobQuery(jobQueryParams(query))).toEqual(query);
  });
});
