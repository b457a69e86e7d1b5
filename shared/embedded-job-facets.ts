/**
 * The embedded openings' departments and job types, in the original's order: the filters' values
 * when JOBS_SOURCE is unset. A module of their own, so that the browser's job list and filters do
 * not bring the embedded jobs themselves (shared/jobs.ts) along.
 */
export const departments = ['Marketing', 'Other', 'Designer', 'Operations', 'Engineering', 'Management'] as const;
export type Department = (typeof departments)[number];

export const jobTypes = ['Internship', 'Full-Time'] as const;
export type JobType = (typeof jobTypes)[number];
