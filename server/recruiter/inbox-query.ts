import { z } from 'zod';
import { isCalendarDay } from '../../shared/calendar-day';
import { isParagraphs, normalizedText, paragraphsMessage } from '../../shared/typed-text';
import { applicationStatuses, deliveryStates, recruiterStatuses } from '../../shared/api/recruiter-enums';
import { emailsOnMove } from '../../shared/application/status';

const day = z.string().refine(isCalendarDay, 'must be a day that exists, written YYYY-MM-DD');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
// Trimmed first (a pasted name may end in a tab or a line break); a control character left
// inside is never typed into a filter, and Postgres refuses a NUL in any text.
const filterText = z
  .string()
  .trim()
  .max(200)
  .regex(/^\P{Cc}*$/u, 'must not contain control characters');

/**
 * The inbox's filters, from the URL: `job`, `status`, `q` (name, email or reference), `source`,
 * `from` and `to` (days of submission, inclusive, in the company's TIMEZONE), `delivery` (the state
 * of the application's delivery into the ATS: pending, delivered, failed, stopped) and `page`. Bad values
 * are the recruiter's to fix: 400.
 */
export const inboxQuerySchema = z.object({
  job: z.preprocess(emptyAsUnset, filterText.optional()),
  status: z.preprocess(emptyAsUnset, z.enum(applicationStatuses).optional()),
  q: z.preprocess(emptyAsUnset, filterText.optional()),
  /** Where candidates came from, by the name the inbox shows (utm_source, else ref, else gh_src). */
  source: z.preprocess(emptyAsUnset, filterText.optional()),
  from: z.preprocess(emptyAsUnset, day.optional()),
  to: z.preprocess(emptyAsUnset, day.optional()),
  delivery: z.preprocess(
    emptyAsUnset,
    z.enum(deliveryStates, `must be one of ${deliveryStates.join(', ')}`).optional(),
  ),
  page: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/**
 * `PATCH /api/recruiter/applications/:id`: a new status, a private note, or both. A move to a
 * status that emails the candidate (interview, offer, rejected) must say whether to send that
 * email (`notify`): no default, so that no click emails a candidate the recruiter did not mean to.
 */
export const applicationChangeSchema = z
  .object({
    status: z.enum(recruiterStatuses, `must be one of ${recruiterStatuses.join(', ')}`).optional(),
    // Paragraphs: line breaks stay, a NUL (which Postgres refuses) or a bidi override does not.
    note: z
      .string()
      .overwrite(normalizedText)
      .trim()
      .min(1, 'must not be empty')
      .max(5_000)
      .refine(isParagraphs, paragraphsMessage)
      .optional(),
    notify: z.boolean('must be true or false').optional(),
  })
  .superRefine((change, issues) => {
    if (change.status === undefined && change.note === undefined) {
      issues.addIssue({ code: 'custom', message: 'give a status, a note or both' });
    }
    if (change.notify === undefined && emailsOnMove(change.status)) {
      issues.addIssue({
        code: 'custom',
        path: ['notify'],
        message: `is required with status ${change.status}: true emails the candidate the preview (after CANDIDATE_EMAIL_DELAY_MS, until then Undo cancels it), false moves without an email`,
      });
    }
    if (change.notify === true && !emailsOnMove(change.status)) {
      issues.addIssue({
        code: 'custom',
        path: ['notify'],
        message: 'can be true only with status interview, offer or rejected: no other move emails the candidate',
      });
    }
  });

export type ApplicationChange = z.infer<typeof applicationChangeSchema>;

export const INBOX_PAGE_SIZE = 50;
