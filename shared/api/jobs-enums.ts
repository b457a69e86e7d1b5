// The lists of values shared/api/jobs.ts's schemas enumerate, without zod: pages import them,
// and the browser never loads the schemas (see envelope.ts).

/** How a job is done, as the Location filter's first values name it (`all`: however). */
export const locationFilters = ['all', 'remote', 'hybrid', 'onsite'] as const;

export const jobSorts = ['none', 'newest', 'oldest', 'title-asc', 'title-desc'] as const;

/** What a salary's amounts are paid per (shared/job-salary.ts's Salary). */
export const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
