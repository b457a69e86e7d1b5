import { z } from 'zod';
import {
  type JobQuestion,
  type JobQuestionKind,
  smartRecruitersFieldName,
} from '../../shared/application/job-questions';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { problemsOf } from './job-fields';
import { askedHere, type JobForm } from './job-questions-service';
import { JobsUpstreamError } from './jobs-upstream-error';
import { paragraphsOf } from './plain-text-html';

// SmartRecruiters' Application API: a posting's screening questions,
// `GET /postings/{uuid}/configuration` with the key in `X-SmartToken`
// (https://developers.smartrecruiters.com/docs/get-application-screening-questions-and-privacy-policies).
// The posting's uuid is its public detail's (`GET /v1/companies/{company}/postings/{id}`).

/** How each field type is asked here; INFORMATION is text shown with the field after it. */
const kinds: Partial<Record<string, JobQuestionKind>> = {
  INPUT_TEXT: 'text',
  TEXTAREA: 'textarea',
  SINGLE_SELECT: 'single',
  RADIO: 'single',
  MULTI_SELECT: 'multi',
  CHECKBOX: 'multi',
};

const field = z.object({
  id: z.string().min(1).max(200),
  label: z.string().trim().max(2_000).nullish(),
  type: z.string().max(60),
  required: z.boolean().nullish(),
  complianceType: z.string().nullish(),
  values: z
    .array(z.object({ id: z.string().min(1).max(200), label: z.string().trim().min(1).max(500) }))
    .max(500)
    .nullish(),
});

const question = z.object({
  id: z.string().min(1).max(200),
  label: z.string().trim().min(1).max(2_000),
  fields: z.array(field).min(1).max(20),
});

const configuration = z.object({ questions: z.array(z.unknown()).max(200) });

/**
 * The screening questions of a posting's configuration asked here, one per field: a question of
 * several fields (a range, say) is asked field by field, its label before each. Diversity
 * questions (`complianceType: DIVERSITY`) are left to this site's voluntary steps; an
 * INFORMATION field is shown with the field after it; a field of a type not asked here is left
 * out, and named in `unasked` when it is required. A malformed question is dropped and logged.
 */
export function smartRecruitersJobForm(payload: unknown, logger: Logger, jobId: string): JobForm {
  const parsed = configuration.safeParse(payload);
  if (!parsed.success) {
    throw new JobsUpstreamError('bad-payload', 'The SmartRecruiters API answered without screening questions');
  }
  const unasked: string[] = [];
  const questions = parsed.data.questions.flatMap((raw, index): JobQuestion[] => {
    const checked = question.safeParse(raw);
    if (!checked.success) {
      logger.warn({ jobId, index, problem: problemsOf(checked.error) }, 'dropped a malformed SmartRecruiters question');
      return [];
    }
    const { id, label, fields } = checked.data;
    if (fields.some((entry) => entry.complianceType === 'DIVERSITY')) return [];
    let information = '';
    return fields.flatMap((entry): JobQuestion[] => {
      if (entry.type === 'INFORMATION') {
        information = entry.label ?? '';
        return [];
      }
      // An INFORMATION goes with the field after it, asked or not.
      const text = information;
      information = '';
      const kind = kinds[entry.type];
      const options = (entry.values ?? []).map((value) => ({ value: value.id, label: value.label }));
      const fieldLabel = fields.length > 1 && entry.label ? `${label}: ${entry.label}` : label;
      if (!kind || ((kind === 'single' || kind === 'multi') && options.length === 0)) {
        if (entry.required) unasked.push(fieldLabel);
        return [];
      }
      return [
        {
          name: smartRecruitersFieldName(id, entry.id),
          label: fieldLabel,
          required: Boolean(entry.required),
          kind,
          options,
          descriptionHtml: text ? paragraphsOf(text) : '',
        },
      ];
    });
  });
  return { questions, unasked };
}

/** A posting's uuid, the Application API's name for it, from its public detail; null when it is gone. */
export async function smartRecruitersPostingUuid(
  client: UpstreamClient,
  company: string,
  postingId: string,
  signal: AbortSignal,
): Promise<string | null> {
  const path = `v1/companies/${encodeURIComponent(company)}/postings/${encodeURIComponent(postingId)}`;
  const response = await client.get(path, signal);
  if (response.status === 404) return null;
  if (response.status !== 200) throw client.failed(response.status);
  const uuid = (response.data as { uuid?: unknown } | null)?.uuid;
  if (typeof uuid !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(uuid)) {
    throw new JobsUpstreamError('bad-payload', 'The SmartRecruiters API answered a posting without its uuid');
  }
  return uuid;
}

/** A posting's screening questions; none for a posting that is gone. */
export async function fetchSmartRecruitersForm(
  client: UpstreamClient,
  company: string,
  apiKey: string,
  postingId: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<JobForm> {
  const uuid = await smartRecruitersPostingUuid(client, company, postingId, signal);
  if (!uuid) return askedHere([]);
  const response = await client.get(`postings/${uuid}/configuration`, signal, { 'X-SmartToken': apiKey });
  if (response.status !== 200) throw client.failed(response.status);
  return smartRecruitersJobForm(response.data, logger, postingId);
}
