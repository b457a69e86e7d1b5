import type { Job } from './job';

/** A department or team of the open jobs, and how many of them it has (at least one). */
export interface JobGroup {
  name: string;
  count: number;
}

/** The open jobs' departments and teams, each sorted by name: the cards of /jobcategory and /jobteam. */
export interface JobGroups {
  departments: JobGroup[];
  teams: JobGroup[];
  /** How many jobs are open, in a group or not. */
  total: number;
}

/**
 * A department's or team's name as the job list's filter compares it: without case, so that
 * "Engineering" and "engineering" in one jobs file are one department, one card and one button.
 */
export const groupNameKey = (name: string) => name.trim().toLowerCase();

/** Whether a job's department or team (`value`) is the one named `name` (`groupNameKey`). */
export const isGroupNamed = (value: string | undefined, name: string) =>
  value !== undefined && (value === name || groupNameKey(value) === groupNameKey(name));

const nameCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** The distinct names of `values` (spelt as the first one is; empty ones left out), sorted. */
export function distinctGroupNames(
  values: readonly (string | undefined)[],
  keyOf: (name: string) => string = groupNameKey,
): string[] {
  return groupsOf(values, keyOf).map((group) => group.name);
}

/** Each distinct name of `values` (one per `keyOf`) with how often it comes, sorted by name. */
function groupsOf(values: readonly (string | undefined)[], keyOf: (name: string) => string = groupNameKey): JobGroup[] {
  const byKey = new Map<string, JobGroup>();
  for (const value of values) {
    const name = value?.trim();
    if (!name) continue;
    const group = byKey.get(keyOf(name));
    if (group) group.count++;
    else byKey.set(keyOf(name), { name, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => nameCollator.compare(a.name, b.name));
}

/**
 * The departments and teams of `jobs` (the open ones) with how many jobs each has: a department or
 * team without an open job has none here. A job without a team counts in no team.
 */
export function jobGroupsOf(jobs: readonly Job[]): JobGroups {
  return {
    departments: groupsOf(jobs.map((job) => job.department)),
    teams: groupsOf(jobs.map((job) => job.team)),
    total: jobs.length,
  };
}
