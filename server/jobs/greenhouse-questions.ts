import { z } from 'zod';
import { GREENHOUSE_FIELD_NAME, type JobQuestion, type JobQuestionKind } from '../../shared/application/job-questions';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { sanitizeJobDescription } from './job-description';
import { problemsOf } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';

// Greenhouse's Job Board API, "Retrieve a job" with questions=true:
// https://developers.greenhouse.io/job-board.html#retrieve-a-job

/**
 * Fields every application here already asks (contact, resume): mapped from our own steps when
 * the application is delivered, never asked twice. A cover letter is not asked here: Greenhouse
 * offers it as an optional file (or its text), and a required one would still be a file.
 */
export const MAPPED_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'email',
  'phone',
  'resume',
  'resume_text',
  'cover_letter',
  'cover_letter_text',
]);

const kinds: Partial<Record<string, JobQuestionKind>> = {
  input_text: 'text',
  textarea: 'textarea',
  multi_value_single_select: 'single',
  multi_value_multi_select: 'multi',
};

const field = z.object({
  name: z.string().regex(GREENHOUSE_FIELD_NAME),
  type: z.string(),
  values: z
    .array(z.object({ label: z.union([z.string(), z.number()]), value: z.union([z.number(), z.string()]) }))
    .max(500)
    .nullish(),
});

const question = z.object({
  label: z.string().trim().min(1).max(2_000),
  required: z.boolean().nullish(),
  description: z.string().max(20_000).nullish(),
  fields: z.array(field).min(1).max(20),
});

const envelope = z.object({
  questions: z.array(z.unknown()).max(500),
  location_questions: z.array(z.unknown()).max(50).nullish(),
});

/** The questions Greenhouse names asked of candidates here: validated, mapped ones and files and hidden ones left out. */
function askedOf(raw: z.infer<typeof question>): JobQuestion[] {
  const askable = raw.fields.filter((entry) => !MAPPED_FIELDS.has(entry.name) && kinds[entry.type] !== undefined);
  // A question Greenhouse accepts by any one of its fields ("Resume/CV": a file or its text) is
  // required of each only when it has one field we ask.
  const required = Boolean(raw.required) && askable.length === 1;
  return askable.map((entry) => {
    const kind = kinds[entry.type] as JobQuestionKind;
    const options =
      kind === 'single' || kind === 'multi'
        ? (entry.values ?? []).map((option) => ({ value: String(option.value), label: String(option.label).trim() }))
        : [];
    return {
      name: entry.name,
      label: raw.label.trim(),
      required,
      kind,
      options,
      descriptionHtml: raw.description ? sanitizeJobDescription(raw.description) : '',
    };
  });
}

/**
 * A job's own questions from Greenhouse's answer: its `questions` and `location_questions` (where
 * the candidate is), without the fields we map (contact, resume), files and hidden fields.
 * `compliance` and `demographic_questions` (voluntary equal-opportunity questions) are left to
 * our own voluntary steps. A malformed question is dropped and logged; an answer without a
 * `questions` array throws (the caller leaves the step out, see job-questions-service.ts).
 */
export function parseGreenhouseQuestions(payload: unknown, logger: Logger, jobId: string): JobQuestion[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success)
    throw new JobsUpstreamError('bad-payload', 'The Greenhouse API answered without a questions array');
  const asked: JobQuestion[] = [];
  const seen = new Set<string>();
  const items = [...parsed.data.questions, ...(parsed.data.location_questions ?? [])];
  for (const [index, raw] of items.entries()) {
    const checked = question.safeParse(raw);
    if (!checked.success) {
      logger.warn({ jobId, index, problem: problemsOf(checked.error) }, 'dropped a malformed Greenhouse question');
      continue;
    }
    for (const entry of askedOf(checked.data)) {
      // A choice without options cannot be answered: asking it would block the candidate.
      if ((entry.kind === 'single' || entry.kind === 'multi') && entry.options.length === 0) {
        logger.warn({ jobId, index, name: entry.name }, 'dropped a Greenhouse choice without options');
      } else if (!seen.has(entry.name)) {
        seen.add(entry.name);
        asked.push(entry);
      }
    }
  }
  return asked;
}

/**
 * The questions of one job of a Greenhouse board, from
 * `GET {base}/v1/boards/{board}/jobs/{id}?questions=true`; a job Greenhouse does not know (404:
 * closed meanwhile) has none.
 */
export async function fetchGreenhouseQuestions(
  client: UpstreamClient,
  board: string,
  jobId: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<JobQuestion[]> {
  const path = `v1/boards/${encodeURIComponent(board)}/jobs/${encodeURIComponent(jobId)}?questions=true`;
  const response = await client.get(path, signal);
  if (response.status === 404) return [];
  if (response.status !== 200) throw client.failed(response.status);
  return parseGreenhouseQuestions(response.data, logger, jobId);
}
