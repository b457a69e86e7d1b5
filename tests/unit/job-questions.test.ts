import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkJobAnswers, type JobQuestion, shownJobAnswer } from '../../shared/application/job-questions';
import { parseGreenhouseQuestions } from '../../server/jobs/greenhouse-questions';
import { greenhouseJobQuestions } from '../support/ats-board-fixtures';

let logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
beforeEach(() => {
  logged = [];
});

const captured = greenhouseJobQuestions();

describe("a Greenhouse job's questions", () => {
  it("are Cleo's own, without the fields our steps ask, with their options and sanitized help", () => {
    const questions = parseGreenhouseQuestions(captured['4628944002'], logger, '4628944002');
    expect(questions.map((question) => [question.name, question.kind, question.required])).toEqual([
      ['question_27737478002', 'text', true],
      ['question_27737479002', 'text', true],
      ['question_8607378002', 'text', true],
      ['question_18804072002[]', 'multi', true],
      ['question_7920799002', 'text', false],
      ['question_24229694002[]', 'multi', true],
    ]);
    const privacy = questions[3]!;
    expect(privacy.options).toEqual([{ value: '88174211002', label: "I've read it 🤓" }]);
    expect(privacy.descriptionHtml).toContain('href="https://web.meetcleo.com/page/candidate-privacy-policy"');
    expect(questions[5]!.options).toHaveLength(14);
    expect(logged).toEqual([]);
  });

  it("take Greenhouse's single choice and its location question, never the hidden coordinates", () => {
    const questions = parseGreenhouseQuestions(captured['44444'], logger, '44444');
    expect(questions).toEqual([
      {
        name: 'question_2222',
        label: 'Do you like apples?',
        required: false,
        kind: 'single',
        options: [
          { value: '0', label: 'No' },
          { value: '1', label: 'Yes' },
        ],
        descriptionHtml: '',
      },
      { name: 'location', label: 'Location', required: true, kind: 'text', options: [], descriptionHtml: '' },
    ]);
  });

  it('drop a malformed question or a choice without options (logged), and refuse an answer without questions', () => {
    const payload = {
      questions: [
        { label: 'No fields', required: true, fields: [] },
        {
          label: 'A choice of nothing',
          required: true,
          fields: [{ name: 'question_1', type: 'multi_value_single_select', values: [] }],
        },
        { label: 'Fine', required: false, fields: [{ name: 'question_2', type: 'textarea' }] },
        {
          label: 'Script',
          required: false,
          description: '<p>Read <script>alert(1)</script>this</p>',
          fields: [{ name: 'question_3', type: 'input_text' }],
        },
      ],
    };
    const questions = parseGreenhouseQuestions(payload, logger, '1');
    expect(questions.map((question) => question.name)).toEqual(['question_2', 'question_3']);
    expect(questions[1]!.descriptionHtml).not.toContain('script');
    expect(logged.map((line) => line.msg)).toEqual([
      'dropped a malformed Greenhouse question',
      'dropped a Greenhouse choice without options',
    ]);
    expect(() => parseGreenhouseQuestions({ questions: 'no' }, logger, '1')).toThrow('without a questions array');
  });
});

describe('answers to a job’s questions', () => {
  const questions: JobQuestion[] = [
    { name: 'question_1', label: 'Why?', required: true, kind: 'textarea', options: [], descriptionHtml: '' },
    {
      name: 'question_2',
      label: 'Yes or no?',
      required: false,
      kind: 'single',
      options: [
        { value: '0', label: 'No' },
        { value: '1', label: 'Yes' },
      ],
      descriptionHtml: '',
    },
    {
      name: 'question_3[]',
      label: 'Which?',
      required: true,
      kind: 'multi',
      options: [
        { value: '7', label: 'Seven' },
        { value: '8', label: 'Eight' },
      ],
      descriptionHtml: '',
    },
  ];

  it('are kept by field name, trimmed, without empty optional ones or unknown keys', () => {
    expect(
      checkJobAnswers(questions, { question_1: ' Because ', question_2: '', 'question_3[]': ['8', '8'], x: 'y' }),
    ).toEqual({
      ok: true,
      answers: { question_1: 'Because', 'question_3[]': ['8'] },
    });
  });

  it('are refused by field: required missing, not an option, too long', () => {
    expect(checkJobAnswers(questions, { question_2: '2', 'question_3[]': [] })).toEqual({
      ok: false,
      fields: {
        question_1: ['Please answer this question.'],
        question_2: ['Please choose one of the options given.'],
        'question_3[]': ['Please select at least one option.'],
      },
    });
    const long = checkJobAnswers(questions, { question_1: 'x'.repeat(10_001), 'question_3[]': ['9'] });
    expect(long).toEqual({
      ok: false,
      fields: {
        question_1: ['Please enter no more than 10000 characters.'],
        'question_3[]': ['Please choose one of the options given.'],
      },
    });
  });

  it('keep line breaks in a long answer, never in a short one, and no invisible controls in either', () => {
    const short: JobQuestion = { ...questions[0]!, name: 'question_4', kind: 'text' };
    const both = [questions[0]!, short];
    expect(checkJobAnswers(both, { question_1: 'One.\r\n\tTwo.', question_4: 'Pune' })).toEqual({
      ok: true,
      answers: { question_1: 'One.\r\n\tTwo.', question_4: 'Pune' },
    });
    expect(
      checkJobAnswers(both, { question_1: 'evil\u202Etxt.exe', question_4: 'Pune\r\nBcc: x@evil.example' }),
    ).toEqual({
      ok: false,
      fields: {
        question_1: ['Please remove invisible control characters.'],
        question_4: ['Please remove line breaks and invisible control characters.'],
      },
    });
    // Two spellings of é are stored as one.
    expect(checkJobAnswers([short], { question_4: 'Jose\u0301' })).toEqual({
      ok: true,
      answers: { question_4: 'José' },
    });
  });

  it('are shown in words: the options’ labels', () => {
    expect(shownJobAnswer(questions[2]!, ['7', '8'])).toBe('Seven, Eight');
    expect(shownJobAnswer(questions[1]!, undefined)).toBe('Not answered');
  });
});
