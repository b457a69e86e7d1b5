import { z } from 'zod';
import { ashbyFieldName, type JobQuestion, type JobQuestionKind } from '../../shared/application/job-questions';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { sanitizeJobDescription } from './job-description';
import { problemsOf } from './job-fields';
import type { JobForm } from './job-questions-service';
import { JobsUpstreamError } from './jobs-upstream-error';

// Ashby's API, `jobPosting.info` (permission jobsRead): a job posting's
// `applicationFormDefinition`, its sections of fields, each with its `path` (what its answer is
// submitted under) and `type` (https://developers.ashbyhq.com/reference/jobpostinginfo).

/** One field of an application form, as Ashby defines it. */
export interface AshbyFormField {
  path: string;
  type: string;
  title: string;
  isRequired: boolean;
  selectableValues: { label: string; value: string }[];
  descriptionHtml: string;
}

/**
 * The fields every application here answers from its own steps, never asked twice: the
 * candidate's name, email, phone and resume (a `Location` field, where they live, is answered from
 * the contact step too: its type is not asked). Ashby's own equal-opportunity fields are left to
 * this site's voluntary steps.
 */
const ASHBY_MAPPED_PATHS: ReadonlySet<string> = new Set([
  '_systemfield_name',
  '_systemfield_email',
  '_systemfield_phone',
  '_systemfield_resume',
]);
const isEqualOpportunity = (path: string) => path.startsWith('_systemfield_eeoc');

/** How each type Ashby names is asked here; the others (files, scores) are not asked. */
const kinds: Partial<Record<string, JobQuestionKind>> = {
  String: 'text',
  Email: 'text',
  Phone: 'text',
  Number: 'text',
  Date: 'text',
  LongText: 'textarea',
  RichText: 'textarea',
  Boolean: 'single',
  ValueSelect: 'single',
  MultiValueSelect: 'multi',
};

const fieldEntry = z.object({
  isRequired: z.boolean().nullish(),
  descriptionHtml: z.string().max(20_000).nullish(),
  field: z.object({
    path: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    type: z.string().max(60),
    title: z.string().trim().min(1).max(2_000),
    selectableValues: z
      .array(z.object({ label: z.string().trim().min(1).max(500), value: z.string().min(1).max(500) }))
      .max(500)
      .nullish(),
  }),
});

const envelope = z.object({
  success: z.literal(true),
  results: z.object({
    applicationFormDefinition: z.object({
      sections: z.array(z.object({ fields: z.array(z.unknown()).max(200) })).max(50),
    }),
  }),
});

/** The form's fields from `jobPosting.info`'s answer, in order; a malformed one is dropped and logged. */
export function ashbyFormFields(payload: unknown, logger: Logger, jobId: string): AshbyFormField[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) {
    throw new JobsUpstreamError('bad-payload', 'The Ashby API answered without an application form');
  }
  const entries = parsed.data.results.applicationFormDefinition.sections.flatMap((section) => section.fields);
  return entries.flatMap((raw, index): AshbyFormField[] => {
    const checked = fieldEntry.safeParse(raw);
    if (!checked.success) {
      logger.warn({ jobId, index, problem: problemsOf(checked.error) }, 'dropped a malformed Ashby form field');
      return [];
    }
    const { field, isRequired, descriptionHtml } = checked.data;
    return [
      {
        path: field.path,
        type: field.type,
        title: field.title,
        // Ashby's own default: a field is required unless it says otherwise.
        isRequired: isRequired ?? true,
        selectableValues: field.selectableValues ?? [],
        descriptionHtml: descriptionHtml ? sanitizeJobDescription(descriptionHtml) : '',
      },
    ];
  });
}

/** Answered from this site's own steps: mapped, the equal-opportunity fields, a location. */
const answeredFromSteps = (field: AshbyFormField) =>
  ASHBY_MAPPED_PATHS.has(field.path) || isEqualOpportunity(field.path) || field.type === 'Location';

/** How a field is asked here; null for one that cannot be (a file, a score, a choice without options). */
function questionOf(field: AshbyFormField): JobQuestion | null {
  const kind = kinds[field.type];
  if (!kind) return null;
  const options =
    field.type === 'Boolean'
      ? [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]
      : field.selectableValues;
  // A choice without options cannot be answered: asking it would block the candidate.
  if (kind !== 'text' && kind !== 'textarea' && options.length === 0) return null;
  return {
    name: ashbyFieldName(field.path),
    label: field.title,
    required: field.isRequired,
    kind,
    options,
    descriptionHtml: field.descriptionHtml,
  };
}

/**
 * The questions of a form asked here (neither answered from our own steps nor of a type not asked
 * here), and the titles of the required ones that cannot be asked.
 */
export function ashbyJobForm(fields: readonly AshbyFormField[]): JobForm {
  const form: JobForm = { questions: [], unasked: [] };
  for (const field of fields) {
    if (answeredFromSteps(field)) continue;
    const question = questionOf(field);
    if (question) form.questions.push(question);
    else if (field.isRequired) form.unasked.push(field.title);
  }
  return form;
}

/** A job posting's form, from `POST {base}/jobPosting.info` with the key (HTTP Basic, the key as user name). */
export async function fetchAshbyForm(
  client: UpstreamClient,
  apiKey: string,
  jobId: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<AshbyFormField[]> {
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const response = await client.post('jobPosting.info', { jobPostingId: jobId }, signal, {
    Authorization: authorization,
  });
  if (response.status !== 200) throw client.failed(response.status);
  return ashbyFormFields(response.data, logger, jobId);
}
