import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { parseAshbyJobs } from '../../server/jobs/ashby-feed';
import { parseGreenhouseJobs } from '../../server/jobs/greenhouse-feed';
import { parseJobsFile } from '../../server/jobs/jobs-file';
import { parseLeverJobs } from '../../server/jobs/lever-feed';
import { parseRecruiteeJobs } from '../../server/jobs/recruitee-feed';
import {
  ashbyBoardJobs,
  greenhouseBoardJobs,
  leverBoardPostings,
  recruiteeBoardOffers,
} from '../support/ats-board-fixtures';
import { greenhouseJob } from '../support/ats-upstream';

const logger = pino({ level: 'silent' });
const fixture = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/ats-boards/${name}`, 'utf8'));

/** Each job's department and team, as `department / team` (no team: the department alone). */
const groupsOf = (jobs: { department: string; team?: string }[]) =>
  jobs.map((job) => (job.team === undefined ? job.department : `${job.department} / ${job.team}`));

describe("a job's team, where its source names one", () => {
  it("is a Lever posting's categories.team", () => {
    expect(groupsOf(parseLeverJobs(leverBoardPostings(), logger))).toEqual([
      'Engineering / Experience',
      'Content / Music Business',
      'People & Culture / People & Culture',
    ]);
  });

  it('is none where a Lever site writes "-" for no team (GoTo)', () => {
    const jobs = parseLeverJobs(fixture('lever-gotogroup-postings.json') as unknown[], logger);
    expect(jobs.filter((job) => job.team === '-')).toEqual([]);
    expect(groupsOf(jobs)).toContain('ODS - Regions / Emerging Market');
    expect(groupsOf(jobs)).toContain('ODS - Transport');
  });

  it("is an Ashby job's team", () => {
    expect(groupsOf(parseAshbyJobs({ jobs: ashbyBoardJobs() }, logger))).toEqual([
      'Product / Engineering',
      'Product / Engineering',
      'HighlightTA / HighlightTA',
      'HighlightTA Confidential / HighlightTA Confidential',
      'Policy / Policy',
    ]);
    const ramp = parseAshbyJobs(fixture('ashby-ramp-job-board.json'), logger);
    expect(groupsOf(ramp)).toEqual(['Engineering / Backend']);
  });

  it('is a Greenhouse sub-department, under its parent where the job names that too', () => {
    // CodePath's jobs are each in a sub-department whose parent the answer does not name.
    const codepath = (fixture('greenhouse-codepath-jobs.json') as { jobs: unknown[] }).jobs;
    expect(new Set(groupsOf(parseGreenhouseJobs({ jobs: codepath }, logger)))).toEqual(
      new Set(['Immersives / Immersives', 'Platform / Platform', 'Programs / Programs', '']),
    );
    // Anthropic's departments have no parent: no team.
    expect(
      groupsOf(parseGreenhouseJobs({ jobs: greenhouseBoardJobs() }, logger)).some((group) => group.includes('/')),
    ).toBe(false);
    const nested = greenhouseJob(1, {
      departments: [
        { id: 3, name: 'Backend', parent_id: 2, child_ids: [] },
        { id: 1, name: 'Product & Engineering', parent_id: null, child_ids: [2] },
        { id: 2, name: 'Engineering', parent_id: 1, child_ids: [3] },
      ],
    });
    expect(groupsOf(parseGreenhouseJobs({ jobs: [nested] }, logger))).toEqual(['Product & Engineering / Backend']);
  });

  it('is none for a Recruitee offer: its answer has a department only', () => {
    const jobs = parseRecruiteeJobs({ offers: recruiteeBoardOffers() }, logger);
    expect(groupsOf(jobs)).toEqual(['Customer Success', 'Operations']);
  });

  it("is a jobs file's optional team", async () => {
    const job = {
      id: 'backend-engineer',
      title: 'Backend Engineer',
      department: 'Engineering',
      type: 'Full-Time',
      location: 'Pune, Maharashtra',
      remote: false,
      stipend: '',
      postedAt: '2026-11-20',
      description: '',
    };
    const jobs = await parseJobsFile(
      '/srv/jobs.json',
      JSON.stringify([
        { ...job, team: ' Backend ' },
        { ...job, id: 'no-team' },
      ]),
      'https://jobs.example.com',
    );
    expect(groupsOf(jobs)).toEqual(['Engineering / Backend', 'Engineering']);
    await expect(
      parseJobsFile('/srv/jobs.json', JSON.stringify([{ ...job, team: '' }]), 'https://jobs.example.com'),
    ).rejects.toThrow('job 1 (id "backend-engineer"): team: must not be empty');
  });
});
