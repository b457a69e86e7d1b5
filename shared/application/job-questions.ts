import type { z } from 'zod';
import type { jobAnswersSchema } from '../api/application';
import { isOneLine, isParagraphs, normalizedText, oneLineMessage, paragraphsMessage } from '../typed-text';
import { tooLong } from './schemas';

/**
 * A job's own application questions: those its ATS asks besides the ones every application here
 * asks, each one field: Greenhouse's (server/jobs/greenhouse-questions.ts, named as Greenhouse
 * names them, `question_123`), an Ashby form's (ashby-form.ts), a Recruitee offer's
 * (recruitee-questions.ts) or a SmartRecruiters posting's (smartrecruiters-questions.ts), each
 * named below so that its answer goes back to its ATS as the ATS takes it.
 */
export type JobQuestionKind = 'text' | 'textarea' | 'single' | 'multi';

export interface JobQuestionOption {
  /** The ATS's value of the option (Greenhouse's number, an option's id), as text: what a form posts and the answer holds. */
  value: string;
  label: string;
}

export interface JobQuestion {
  /** The ATS's field name: the answer's key. */
  name: string;
  label: string;
  required: boolean;
  kind: JobQuestionKind;
  /** Single and multi choices: the allowed answers. */
  options: JobQuestionOption[];
  /** The ATS's help text as sanitized HTML (it may link to a privacy notice), or ''. */
  descriptionHtml: string;
}

/** A job's answers: text or one option's value for a field, a list of values for a multi choice. */
export type JobAnswers = z.infer<typeof jobAnswersSchema>;

/** A Greenhouse field name as its questions give it and its apply endpoint takes it: `question_123`, `question_789[]`. */
export const GREENHOUSE_FIELD_NAME = /^[A-Za-z0-9_]{1,100}(\[\])?$/;

/**
 * A Recruitee question's field name here: the attribute its answer is posted in and the
 * question's id (`content_2486351`, `flag_1941720`, `multi_content_2070268`), so a stored answer
 * says how it is delivered (server/jobs/recruitee-questions.ts).
 */
export const RECRUITEE_FIELD_NAME = /^(content|flag|multi_content)_(\d{1,18})$/;

/** An Ashby form field's name here: `ashby_` and its path, what its answer is submitted under (server/jobs/ashby-form.ts). */
export const ashbyFieldName = (path: string) => `ashby_${path}`;

/**
 * A SmartRecruiters screening field's name here: its question's id and its own, each
 * URI-encoded (so `/` parts them), what its answer is posted under (server/jobs/smartrecruiters-questions.ts).
 */
export const smartRecruitersFieldName = (questionId: string, fieldId: string) =>
  `sr/${encodeURIComponent(questionId)}/${encodeURIComponent(fieldId)}`;

/** The question and field a SmartRecruiters field name names; undefined for another name. */
export function smartRecruitersFieldOf(name: string): { questionId: string; fieldId: string } | undefined {
  const [prefix, questionId, fieldId, ...rest] = name.split('/');
  if (prefix !== 'sr' || !questionId || !fieldId || rest.length > 0) return undefined;
  try {
    return { questionId: decodeURIComponent(questionId), fieldId: decodeURIComponent(fieldId) };
  } catch {
    return undefined;
  }
}

/** Longest answers kept: a line, and a few paragraphs. */
export const JOB_ANSWER_MAX = { text: 1_000, textarea: 10_000 } as const;

const messages = {
  text: 'Please answer this question.',
  single: 'Please select an option.',
  multi: 'Please select at least one option.',
  notAnOption: 'Please choose one of the options given.',
};

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
    (item): item is string => typeof item === 'string',
  );

/**
 * The answers to `questions` in `body` (the JSON API's object, or a posted form's fields), checked:
 * a required question needs an answer, a choice must be one of its options, a text no longer than
 * its limit and without control characters (a line break only in a long answer). Keys that are no question's are dropped; empty optional answers are left out.
 * Refused: the messages per field name, as every step gives them.
 */
export function checkJobAnswers(
  questions: readonly JobQuestion[],
  body: unknown,
): { ok: true; answers: JobAnswers } | { ok: false; fields: Record<string, string[]> } {
  const given = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const answers: JobAnswers = {};
  const fields: Record<string, string[]> = {};
  for (const question of questions) {
    const raw = Object.hasOwn(given, question.name) ? given[question.name] : undefined;
    const problem = (message: string) => (fields[question.name] = [message]);
    if (question.kind === 'multi') {
      const chosen = [...new Set(texts(raw))];
      if (chosen.some((value) => !question.options.some((option) => option.value === value))) {
        problem(messages.notAnOption);
      } else if (chosen.length === 0) {
        if (question.required) problem(messages.multi);
      } else answers[question.name] = chosen;
      continue;
    }
    // A text or a single choice is one value: a list (a repeated form field) counts by its first.
    const value = normalizedText(texts(raw)[0] ?? '').trim();
    if (value === '') {
      if (question.required) problem(question.kind === 'single' ? messages.single : messages.text);
    } else if (question.kind === 'single') {
      if (question.options.some((option) => option.value === value)) answers[question.name] = value;
      else problem(messages.notAnOption);
    } else {
      const max = JOB_ANSWER_MAX[question.kind];
      if (value.length > max) problem(tooLong(max));
      else if (question.kind === 'text' && !isOneLine(value)) problem(oneLineMessage);
      else if (question.kind === 'textarea' && !isParagraphs(value)) problem(paragraphsMessage);
      else answers[question.name] = value;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, answers };
}

/** An answer as people read it: the options' labels for a choice, the text itself otherwise. */
export function shownJobAnswer(question: JobQuestion, answer: string | string[] | undefined): string {
  const values = texts(answer);
  if (values.length === 0) return 'Not answered';
  if (question.kind === 'text' || question.kind === 'textarea') return values[0] ?? '';
  return values.map((value) => question.options.find((option) => option.value === value)?.label ?? value).join(', ');
}

/**
 * What a submitted application keeps of the job's questions (in its answers, `jobQuestions`): the
 * answers keyed by the ATS's field names (what is delivered to it), and each question as the
 * candidate saw it with the answer's words (what the recruiter reads, even after the job changed).
 */
export interface StoredJobAnswers {
  answers: JobAnswers;
  asked: { name: string; label: string; answer: string }[];
}

export function storedJobAnswers(questions: readonly JobQuestion[], answers: JobAnswers): StoredJobAnswers {
  return {
    answers,
    asked: questions.map((question) => ({
      name: question.name,
      label: question.label,
      answer: shownJobAnswer(question, answers[question.name]),
    })),
  };
}
