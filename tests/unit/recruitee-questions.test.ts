import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkJobAnswers } from '../../shared/application/job-questions';
import { recruiteeQuestionsOf, takesApplicationsHere } from '../../server/jobs/recruitee-questions';
import { silentLogger } from '../support/test-database';

// An offer whose questions are each kind captured on live boards (tests/fixtures/ats-boards/README.md).
const offer = JSON.parse(
  readFileSync(new URL('../fixtures/ats-boards/recruitee-question-offer.json', import.meta.url), 'utf8'),
) as { open_questions: Record<string, unknown>[] };

describe("a Recruitee offer's questions", () => {
  it("are asked in the wizard as their kinds say, each named by the attribute its answer goes in and Recruitee's id", () => {
    const questions = recruiteeQuestionsOf(offer.open_questions, silentLogger, '1776543');
    expect(questions.map(({ name, kind, required }) => ({ name, kind, required }))).toEqual([
      { name: 'content_2486351', kind: 'text', required: true },
      { name: 'content_2497097', kind: 'textarea', required: true },
      { name: 'content_2618364', kind: 'single', required: true },
      { name: 'multi_content_2070268', kind: 'multi', required: false },
      { name: 'flag_1941720', kind: 'single', required: true },
      { name: 'content_2618373', kind: 'text', required: true },
      { name: 'content_2498239', kind: 'text', required: true },
      { name: 'content_4366879', kind: 'text', required: true },
    ]);
    expect(questions[2]).toMatchObject({
      label: 'What is your level of proficiency in English?',
      options: expect.arrayContaining([{ value: '3779535', label: 'Fluent' }]),
    });
    expect(questions[4]?.options).toEqual([
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ]);
    // The wizard's check takes an option's id, and refuses what no option is.
    expect(checkJobAnswers([questions[2]!], { content_2618364: '3779533' })).toEqual({
      ok: true,
      answers: { content_2618364: '3779533' },
    });
    expect(checkJobAnswers([questions[2]!], { content_2618364: 'Advanced' })).toMatchObject({ ok: false });
  });

  it("give an infobox's text to the question after it, ask a legal consent as required, and leave files out", () => {
    const questions = recruiteeQuestionsOf(
      [
        { id: 6, kind: 'infobox', body: 'About your letter.', required: false },
        { id: 7, kind: 'file', body: 'Your cover letter', required: false },
        { id: 1, kind: 'infobox', body: 'We keep your data for a year.\n\nAsk us to erase it.', required: false },
        { id: 2, kind: 'legal', body: 'I agree to the privacy notice', required: false },
        { id: 3, kind: 'file', body: 'Your motivation letter', required: false },
        { id: 4, kind: 'single_choice', body: 'A choice without options', required: true, open_question_options: [] },
        { id: 5, kind: 'string' },
        // An infobox of a question not asked here goes with it, not with the next one asked.
        { id: 10, kind: 'infobox', body: 'Attach your portfolio.', required: false },
        { id: 11, kind: 'file', body: 'Your portfolio', required: false },
        { id: 12, kind: 'string', body: 'Your city', required: true },
      ],
      silentLogger,
      '1',
    );
    expect(questions).toEqual([
      {
        name: 'flag_2',
        label: 'I agree to the privacy notice',
        required: true,
        kind: 'single',
        options: [{ value: 'true', label: 'I agree' }],
        descriptionHtml: '<p>We keep your data for a year.</p><p>Ask us to erase it.</p>',
      },
      { name: 'content_12', label: 'Your city', required: true, kind: 'text', options: [], descriptionHtml: '' },
    ]);
  });

  it('are applied to here unless the offer asks a photo or a required question not asked here (a file)', () => {
    expect(takesApplicationsHere(offer)).toBe(true);
    expect(takesApplicationsHere({ ...offer, options_photo: 'required' })).toBe(false);
    const withFile = (required: boolean) => ({
      ...offer,
      open_questions: [...offer.open_questions, { id: 9, kind: 'file', body: 'Portfolio', required }],
    });
    expect(takesApplicationsHere(withFile(true))).toBe(false);
    expect(takesApplicationsHere(withFile(false))).toBe(true);
    // A cover letter required, or a required choice without options, is not asked here either.
    expect(takesApplicationsHere({ ...offer, options_cover_letter: 'required' })).toBe(false);
    const emptyChoice = { id: 8, kind: 'single_choice', body: 'Pick one', required: true, open_question_options: [] };
    expect(takesApplicationsHere({ ...offer, open_questions: [...offer.open_questions, emptyChoice] })).toBe(false);
  });
});
