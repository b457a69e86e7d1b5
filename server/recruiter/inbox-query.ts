import { z } from 'zod';
import { applicationStatuses, recruiterStatuses } from '../../shared/application/status';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
// Trimmed first (a pasted name may end in a tab or a line break); a control character left
// inside is never typed into a filter, and Postgres refuses a NUL in any text.
const filterText = z
  .string()
  .trim()
  .max(200)
  .regex(/^\P{Cc}*$/u, 'must not contain control characters');

/**
 * The inbox's filters, from the URL: `job`, `status`, `q` (name, email or reference), `from` and
 * `to` (days of submission, inclusive, in the company's TIMEZONE) and `page`. Bad values are the recruiter's to fix: 400.
 */
export const inboxQuerySchema = z.object({
  job: z.preprocess(emptyAsUnset, filterText.optional()),
  status: z.preprocess(emptyAsUnset, z.enum(applicationStatuses).optional()),
  q: z.preprocess(emptyAsUnset, filterText.optional()),
  from: z.preprocess(emptyAsUnset, day.optional()),
  to: z.preprocess(emptyAsUnset, day.optional()),
  page: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** `PATCH /api/recruiter/applications/:id`: a new status, a private note, or both. */
export const applicationChangeSchema = z
  .object({
    status: z.enum(recruiterStatuses, `must be one of ${recruiterStatuses.join(', ')}`).optional(),
    note: z.string().trim().min(1, 'must not be empty').max(5_000).optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, 'give a status, a note or both');

export type ApplicationChange = z.infer<typeof applicationChangeSchema>;

export const INBOX_PAGE_SIZE = 50;
