import { z } from 'zod';
import { isJobId } from '../../shared/job';
import { jobBoardLink } from '../../shared/site';

/** zod pieces every source's payload is checked with. */

export const jobId = z
  .string()
  .refine(isJobId, 'must be 1 to 100 letters, digits, "-" or "_" (starting with a letter or digit), and not "view"');

export const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO 8601 date (`2026-11-20`) or date-time with a zone (`2026-11-20T09:30:00Z`), read as
 * an ISO timestamp; a date alone means its start, or with `endOfDay` its last moment (UTC).
 */
export const isoDate = (endOfDay = false) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], 'must be an ISO 8601 date, e.g. 2026-11-20')
    .transform((value) => new Date(dateOnly.test(value) && endOfDay ? `${value}T23:59:59.999Z` : value).toISOString());

/**
 * A job-board link as the operator writes it: absolute, or a path on the external job board
 * (JOB_BOARD_URL), as the embedded jobs' links are.
 */
export const boardLink = (jobBoardUrl: string) =>
  z
    .union([httpUrl, z.string().regex(/^\/(?!\/)[^\s"'<>]*$/)], 'must be an http(s) URL or a path starting with /')
    .transform((link) => (link.startsWith('/') ? jobBoardLink(jobBoardUrl, link) : link));

/**
 * A feed's team as a Job's `team`: none for a placeholder without a letter or digit (GoTo's Lever
 * postings say `-` where they have no team), which would be a card of its own.
 */
export function withTeam(name: string | undefined): { team?: string } {
  const team = name?.trim();
  return team && /[\p{L}\p{N}]/u.test(team) ? { team } : {};
}

/** "path.to.field: message; …" of a zod error, for logs and start-up messages. */
export function problemsOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const missing = issue.code === 'invalid_type' && / received undefined$/.test(issue.message);
      return `${issue.path.join('.') || '(the job)'}: ${missing ? 'is missing' : issue.message}`;
    })
    .join('; ');
}
