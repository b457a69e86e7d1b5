import { z } from 'zod';
import { dataOf, isoTime } from './envelope';
import { jobSorts, locationFilters, salaryUnits } from './jobs-enums';

// The jobs' shapes as `GET /api/jobs` and `GET /api/jobs/:jobId` answer them: the types of
// shared/job.ts, shared/job-query.ts, shared/job-salary.ts and shared/job-listing.ts are inferred
// from these, and the OpenAPI document is converted from them (server/http/openapi-document.ts).

/** A place a job is done at: shared/job-location.ts's JobPlace. */
export const jobPlaceSchema = z.object({
  locality: z.string().optional(),
  region: z.string().optional(),
  country: z.string().describe('ISO 3166-1 alpha-2').optional(),
});

/** A job's pay as numbers: shared/job-salary.ts's Salary. */
export const salarySchema = z.object({
  min: z.number().min(0).optional(),
  max: z.number().min(0).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217'),
  unit: z.enum(salaryUnits).describe("Google's `unitText` values"),
});

/**
 * A job opening, whatever its source (JOBS_SOURCE: the embedded openings, the company's jobs
 * file, or its ATS's board): every source maps into this one shape on the server.
 */
export const jobSchema = z
  .object({
    /** The source's id, URL-safe (`isJobId`): the job's page is `/joblistings/:id`. */
    id: z.string(),
    title: z.string(),
    /** Free text; the embedded jobs use the original's six departments. */
    department: z.string(),
    team: z
      .string()
      .describe(
        'the team within the department, where the source names one (a jobs file’s `team`, Lever’s ' +
          '`categories.team`, Ashby’s `team`, a Greenhouse sub-department): the /jobteam cards and the team filter',
      )
      .optional(),
    /** Free text (`Internship`, `Full-Time`…); empty when the source does not say. */
    type: z.string(),
    location: z.string().describe('as shown: every place the source names, `; ` between them'),
    /** Whether the job may be done fully remotely: what the Remote filter reads (not the location's wording). */
    remote: z.boolean(),
    /** Whether the job is partly at an office and partly remote (not remote): the Hybrid filter. */
    hybrid: z.boolean().optional(),
    /**
     * The places of `location` read by the feed (an office's own address where the source has one);
     * without them the structured data reads `location` itself.
     */
    places: z.array(jobPlaceSchema).optional(),
    /** For a remote job, the countries (ISO codes) its applicants must live in, where the source says. */
    remoteCountries: z.array(z.string()).optional(),
    stipend: z.string().describe('pay as the source writes it (stipend or salary); empty when it does not say'),
    /**
     * Pay as numbers, where the source gives them (a jobs file's `salary`, Lever's `salaryRange`,
     * Ashby's compensation): shown instead of `stipend` and written as JobPosting `baseSalary`.
     */
    salary: salarySchema.optional(),
    duration: z.string().optional(),
    hours: z.string().optional(),
    /** The opening on an external job board, absolute; without one, the job's page here is its page. */
    link: z.string().optional(),
    /** When it was posted, ISO 8601. */
    postedAt: isoTime,
    /** When the source last changed it, ISO 8601 (the sitemap's lastmod), if it says. */
    updatedAt: isoTime.optional(),
    /** Other jobs' text comes from `postedAt` when shown: `postedText` (shared/job-posted.ts). */
    posted: z
      .string()
      .describe(
        'the original product’s approximate text ("7 days ago"): the embedded jobs only, which have no real date ' +
          '(their `postedAt` is derived from it)',
      )
      .optional(),
    /** The last moment the job is open, ISO 8601; after it the job is no longer listed. */
    validThrough: isoTime.optional(),
    description: z
      .string()
      .describe(
        'HTML, sanitized by the server with the blog’s rules; empty when the source has none; only in `GET /api/jobs/{jobId}`',
      )
      .optional(),
    /** Where candidates apply (an ATS's form); without it they apply here, through the wizard. */
    applyUrl: z.string().optional(),
  })
  .meta({ id: 'Job' });

/** The job list's filters, search, order and page, as applied: shared/job-query.ts's JobQuery. */
export const jobQuerySchema = z.object({
  /** `All`, or one of the data's departments (`JobFacets`). */
  department: z.string(),
  /** One of the data's teams; absent: every team. */
  team: z.string().optional(),
  /** `All`, or one of the data's job types. */
  type: z.string(),
  location: z
    .string()
    .describe(`a workplace (\`${locationFilters.join('`, `')}\`) or one of \`facets.places\`: the jobs done there`),
  sort: z.enum(jobSorts),
  /** Words every listed job contains (title, department, location, description); absent: no search. */
  q: z.string().optional(),
  /** The page of results, from 2 on; absent: the first. */
  page: z.int().min(2).optional(),
});

/** The values the department, team, type and location filters offer: those of the jobs being listed. */
export const jobFacetsSchema = z.object({
  departments: z.array(z.string()).readonly(),
  /** The jobs' teams, by name (none: the team filter is not offered). */
  teams: z.array(z.string()).readonly(),
  types: z.array(z.string()).readonly(),
  /** All, Remote and Onsite (the original's), and Hybrid only when some job is hybrid. */
  locations: z.array(z.enum(locationFilters)).readonly(),
  /** Named by `jobPlaceNames`. */
  places: z
    .array(z.string())
    .describe('the cities the open jobs are done at, by name: the location filter’s other values'),
});

export const jobPaginationSchema = z.object({
  /** From 1. */
  page: z.int().min(1),
  pageSize: z.int(),
  /** At least 1, even when nothing matches. */
  pageCount: z.int().min(1),
  /** How many jobs match the filters and search, on every page together. */
  matching: z.int(),
});

/** What `GET /api/jobs` answers and the job-openings loader returns. */
export const jobListingSchema = z.object({
  /** The jobs of the page asked for. */
  data: z.array(jobSchema),
  /** `total`: every open job. */
  meta: z.object({
    total: z.int(),
    query: jobQuerySchema.describe('the query as applied (the page clamped to the last)'),
  }),
  /** Which page this is of the jobs that match (JOBS_PAGE_SIZE a page). */
  pagination: jobPaginationSchema,
  /** The values the filters offer (from the data). */
  facets: jobFacetsSchema,
});

/** `GET /api/jobs/:jobId`. */
export const jobResponseSchema = dataOf(jobSchema);
