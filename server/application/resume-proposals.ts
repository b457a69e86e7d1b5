import { z } from 'zod';
import type { Draft } from '../../shared/application/draft';
import type { ResumeReading } from '../resume/reading/read-resume';

// What a draft keeps of its resume's reading (a row of draft_steps, `reading`): the answers read
// for the contact and education steps, proposed on the steps the candidate has not saved. Erased
// with the draft, exported with the candidate's data, replaced by the next resume's reading.

const answers = z.record(z.string(), z.string().max(500));
const storedReadingSchema = z.object({
  readable: z.boolean(),
  /** Why a reading has no answers: no text (a scan), or the reader could not follow it or gave up. */
  reason: z.enum(['no_text', 'unreadable']).optional(),
  answers: z.object({ contact: answers, education: answers }).optional(),
});
export type StoredReading = z.infer<typeof storedReadingSchema>;

/**
 * The reading as the draft keeps it. The email is left out: the contact step's is the account's,
 * where the site writes to the candidate.
 */
export function storedReading(reading: ResumeReading): StoredReading {
  if (!reading.readable) return { readable: false, reason: reading.reason };
  const { email: _, ...contact } = reading.answers.contact;
  return { readable: true, answers: { contact, education: reading.answers.education } };
}

/** The kept reading's proposals for the steps not saved in `saved`; undefined when nothing was read or kept. */
export function fromResumeOf(kept: unknown, saved: Draft['steps']): Draft['fromResume'] {
  const parsed = storedReadingSchema.safeParse(kept);
  if (!parsed.success) return undefined;
  const { readable, reason, answers: read } = parsed.data;
  if (!readable || !read) return { read: false, unread: reason ?? 'unreadable', steps: {} };
  const proposed = (step: 'contact' | 'education') =>
    saved[step] === undefined && Object.keys(read[step]).length > 0 ? { [step]: read[step] } : {};
  return { read: true, steps: { ...proposed('contact'), ...proposed('education') } };
}
