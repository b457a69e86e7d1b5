import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobsFileError, parseJobsFile } from '../../server/jobs/jobs-file';
import { EXAMPLE_JOBS_FILE, exampleJobsAsWritten } from '../support/example-jobs';

const BOARD = 'https://jobs.example.com';
const path = '/srv/careers/jobs.json';

const valid = {
  id: 'backend-engineer',
  title: 'Backend Engineer',
  department: 'Engineering',
  type: 'Full-Time',
  location: 'Bengaluru, Karnataka',
  remote: false,
  stipend: '₹18 - 24 lakh /year',
  postedAt: '2026-11-20',
  description: '<p>Build things.</p>',
};

const parse = (jobs: unknown, file = path) => parseJobsFile(file, JSON.stringify(jobs), BOARD);

/** The message of the error parsing `jobs` fails with. */
async function problem(jobs: unknown, file = path): Promise<string> {
  const error: unknown = await parse(jobs, file).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(JobsFileError);
  return (error as Error).message;
}

describe('the jobs file', () => {
  it('reads the example file of the repository', async () => {
    const file = resolve(EXAMPLE_JOBS_FILE);
    const jobs = await parseJobsFile(file, readFileSync(file, 'utf8'), BOARD);
    expect(jobs.map((job) => job.id)).toEqual(['backend-engineer', 'product-designer', 'pharmacy-operations-intern']);
    // Its closing date as written, passed or not (parsing keeps closed jobs; the site hides them):
    // a calendar day closes at the end of that day, UTC.
    const closes = exampleJobsAsWritten()[0]!.validThrough;
    expect(closes).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(jobs[0]).toMatchObject({ postedAt: '2026-11-20T00:00:00.000Z', validThrough: `${closes}T23:59:59.999Z` });
    expect(jobs[1]).toMatchObject({ postedAt: '2026-11-12T04:00:00.000Z', remote: true, applyUrl: expect.any(String) });
    expect(jobs[2]!.link).toBe('https://jobs.example.com/jobs/pharmacy-operations-intern');
  });

  it('reads YAML as well as JSON', async () => {
    const yaml = `- id: nurse-educator
  title: "Nurse Educator – Zürich"
  department: Clinical
  type: Contract
  location: Zürich
  remote: false
  stipend: ""
  postedAt: "2026-11-01T08:00:00Z"
  description: <p>Teach.</p>
`;
    const [job] = await parseJobsFile('/srv/jobs.yaml', yaml, BOARD);
    expect(job).toMatchObject({ id: 'nurse-educator', title: 'Nurse Educator – Zürich', stipend: '' });
  });

  it('sanitizes descriptions with the blog rules', async () => {
    const [job] = await parse([
      { ...valid, description: '<h1>Role</h1><script>alert(1)</script><p onclick="x()">ok</p>' },
    ]);
    expect(job!.description).toBe('<h2>Role</h2><p>ok</p>');
  });

  it('names the file, the job and the field of a bad job', async () => {
    const message = await problem([valid, { ...valid, id: 'second', postedAt: 'last tuesday' }]);
    expect(message).toContain(path);
    expect(message).toContain('job 2 (id "second")');
    expect(message).toContain('postedAt: must be an ISO 8601 date');
  });

  it.each([
    [{ ...valid, id: 'has space' }, 'id: must be 1 to 100 letters'],
    [{ ...valid, id: 'View' }, 'id:'],
    [{ ...valid, title: '  ' }, 'title: must not be empty'],
    [{ ...valid, remote: 'yes' }, 'remote: must be true or false'],
    [{ ...valid, applyUrl: 'javascript:alert(1)' }, 'applyUrl: must be an http(s) URL'],
    [{ ...valid, link: '//evil.example/x' }, 'link: must be an http(s) URL or a path'],
    [{ ...valid, postedat: '2026-11-20' }, 'postedat'],
    [{ id: 'x' }, 'title'],
    [(({ description: _, ...rest }) => rest)(valid), 'description'],
    ['a job', 'job 1'],
  ])('refuses %j', async (job, expected) => {
    expect(await problem([job])).toContain(expected);
  });

  it('names every bad job at once, each on its line', async () => {
    const message = await problem([
      { ...valid, id: 'first', remote: 'yes' },
      valid,
      { ...valid, id: 'third', title: undefined },
    ]);
    expect(message.split('\n')).toEqual([
      `JOBS_SOURCE file ${path}: 2 jobs do not read:`,
      '  job 1 (id "first"): remote: must be true or false',
      '  job 3 (id "third"): title: is missing',
    ]);
  });

  it('refuses two jobs with one id, whatever its case', async () => {
    expect(await problem([valid, { ...valid, id: 'Backend-Engineer' }])).toContain(
      'job 2 (id "Backend-Engineer"): id: is used by an earlier job',
    );
  });

  it.each([
    ['{"jobs": []}', 'must be an array of jobs'],
    ['[{"id": ', 'not valid JSON'],
  ])('refuses the file %s', async (content, expected) => {
    await expect(parseJobsFile(path, content, BOARD)).rejects.toThrow(expected);
  });

  it('refuses YAML that does not parse, naming the file', async () => {
    await expect(parseJobsFile('/srv/jobs.yml', '- id: [unclosed', BOARD)).rejects.toThrow(
      /JOBS_SOURCE file \/srv\/jobs\.yml: not valid YAML/,
    );
  });

  it('accepts an empty list: a company with no openings', async () => {
    expect(await parse([])).toEqual([]);
  });
});
