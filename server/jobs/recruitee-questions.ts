import { z } from 'zod';
import type { JobQuestion, JobQuestionKind } from '../../shared/application/job-questions';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { problemsOf } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';
import { paragraphsOf } from './plain-text-html';

// Recruitee's Careers Site API: an offer's `open_questions` (GET /api/offers/ and
// GET /api/offers/:id, https://docs.recruitee.com/reference/offersoffer_idcandidates), answered
// in `candidate[open_question_answers_attributes][]` of the application's POST by kind:
// `content` (a text, a number, a date, a salary, a single choice), `flag` (yes or no, a legal
// consent) or `multi_content[]` (a multiple choice).

/** The attribute an answer goes in, by the question's kind; kinds not here (files, videos) are not asked here. */
const answerAttributes = {
  string: 'content',
  text: 'content',
  number: 'content',
  date: 'content',
  salary: 'content',
  single_choice: 'content',
  multi_choice: 'multi_content',
  boolean: 'flag',
  legal: 'flag',
} as const;
type AnsweredKind = keyof typeof answerAttributes;

const kinds: Record<AnsweredKind, JobQuestionKind> = {
  string: 'text',
  text: 'textarea',
  number: 'text',
  date: 'text',
  salary: 'text',
  single_choice: 'single',
  multi_choice: 'multi',
  boolean: 'single',
  legal: 'single',
};

const option = z.object({ id: z.number().int().nonnegative(), body: z.string().trim().min(1).max(500) });

const openQuestion = z.object({
  id: z.number().int().nonnegative(),
  kind: z.string(),
  required: z.boolean().nullish(),
  body: z.string().trim().min(1).max(5_000),
  open_question_options: z.array(option).max(500).nullish(),
});

/** What an offer says of its application form: its questions and whether it wants a photo. */
const offerForm = z.object({
  open_questions: z.array(z.unknown()).max(200).nullish(),
  options_photo: z.string().nullish(),
  options_cover_letter: z.string().nullish(),
});

const isAnswered = (kind: string): kind is AnsweredKind => Object.hasOwn(answerAttributes, kind);

/** The options a question's answer is chosen from: Recruitee's option ids, yes or no, or the one consent. */
function optionsOf(raw: z.infer<typeof openQuestion>, kind: AnsweredKind): JobQuestion['options'] {
  if (kind === 'boolean')
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  if (kind === 'legal') return [{ value: 'true', label: 'I agree' }];
  if (kind !== 'single_choice' && kind !== 'multi_choice') return [];
  // Its id is what Recruitee's own careers sites post for a choice.
  return (raw.open_question_options ?? []).map((entry) => ({ value: String(entry.id), label: entry.body }));
}

/**
 * The questions of an offer asked here, in Recruitee's order. A file or a video is not asked here
 * (the wizard's one file is the resume); an infobox is the next question's text. A malformed
 * question is dropped and logged.
 */
export function recruiteeQuestionsOf(rawQuestions: readonly unknown[], logger: Logger, jobId: string): JobQuestion[] {
  const asked: JobQuestion[] = [];
  let infobox = '';
  for (const [index, raw] of rawQuestions.entries()) {
    const checked = openQuestion.safeParse(raw);
    if (!checked.success) {
      logger.warn({ jobId, index, problem: problemsOf(checked.error) }, 'dropped a malformed Recruitee question');
      continue;
    }
    const question = checked.data;
    if (question.kind === 'infobox') {
      infobox = question.body;
      continue;
    }
    // An infobox goes with the question after it, asked or not.
    const text = infobox;
    infobox = '';
    if (!isAnswered(question.kind)) continue;
    if (!isAskable(question)) {
      logger.warn({ jobId, index, id: question.id }, 'dropped a Recruitee choice without options');
      continue;
    }
    const options = optionsOf(question, question.kind);
    asked.push({
      // The attribute its answer goes in, and Recruitee's id: RECRUITEE_FIELD_NAME.
      name: `${answerAttributes[question.kind]}_${question.id}`,
      label: question.body,
      // A consent is given by ticking it: it is asked whatever `required` says.
      required: Boolean(question.required) || question.kind === 'legal',
      kind: kinds[question.kind],
      options,
      // An infobox's text goes with the question after it, as Recruitee's own form shows it.
      descriptionHtml: text ? paragraphsOf(text) : '',
    });
  }
  return asked;
}

/** Whether a question can be asked here: of a kind asked, and a choice with options to choose from. */
function isAskable(question: z.infer<typeof openQuestion>): boolean {
  if (!isAnswered(question.kind)) return false;
  const kind = kinds[question.kind];
  return kind === 'text' || kind === 'textarea' || optionsOf(question, question.kind).length > 0;
}

/**
 * Whether an offer's application can be made here: it requires no photo or cover letter (not
 * asked here), and every question it requires is one asked here (not a file, a video, a kind
 * Recruitee adds later, or a choice without options). Where it cannot, Apply goes to Recruitee's
 * own form, which asks them: an application made here would be refused.
 */
export function takesApplicationsHere(offer: unknown): boolean {
  const form = offerForm.safeParse(offer);
  if (!form.success) return false;
  if (form.data.options_photo === 'required' || form.data.options_cover_letter === 'required') return false;
  return (form.data.open_questions ?? []).every((raw) => {
    if ((raw as { required?: unknown } | null)?.required !== true) return true;
    const checked = openQuestion.safeParse(raw);
    return checked.success && (checked.data.kind === 'infobox' || isAskable(checked.data));
  });
}

/** An offer's questions from `GET {base}/api/offers/{id}` (`{ offer }`); an offer Recruitee does not know (closed meanwhile) has none. */
export async function fetchRecruiteeQuestions(
  client: UpstreamClient,
  jobId: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<JobQuestion[]> {
  const response = await client.get(`api/offers/${encodeURIComponent(jobId)}`, signal);
  if (response.status === 404) return [];
  if (response.status !== 200) throw client.failed(response.status);
  const parsed = z.object({ offer: offerForm }).safeParse(response.data);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Recruitee API answered without an offer');
  return recruiteeQuestionsOf(parsed.data.offer.open_questions ?? [], logger, jobId);
}
