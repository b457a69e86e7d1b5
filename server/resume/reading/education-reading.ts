import { follows, type Line } from './page-layout';

// The education step's answers as a resume gives them: of the qualifications its Education
// section lists (as lines, or as a table's rows), the highest, its school and its subject.

/** Stages of education, lowest first; a company's own list of levels is mapped from these. */
export const stages = [
  'secondary',
  'higher-secondary',
  'vocational',
  'diploma',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type Stage = (typeof stages)[number];

export interface Qualification {
  stage: Stage;
  /** The qualification's kind: ITI and a Certificate IV are both vocational. */
  kind: 'iti' | 'other';
  /** The subject as written ("Mechanical Engineering"), if the resume names one. */
  subject?: string;
  school?: string;
}

const dot = '\\.?\\s?';
/** How each stage's qualifications begin, as written in India, Australia and elsewhere. */
const degreePatterns: { stage: Stage; pattern: RegExp; subject?: string; kind?: 'iti' }[] = [
  { stage: 'doctorate', pattern: new RegExp(`^(?:ph${dot}d\\.?|doctor of philosophy|d${dot}phil\\.?|doctorate)`, 'i') },
  { stage: 'master', pattern: /^(?:mba|pgdm)\b/i, subject: 'Business Administration' },
  { stage: 'master', pattern: /^mca\b/i, subject: 'Computer Applications' },
  { stage: 'master', pattern: /^m\.?\s?com\b\.?/i, subject: 'Commerce' },
  { stage: 'master', pattern: /^m\.?\s?pharm\b\.?/i, subject: 'Pharmacy' },
  { stage: 'master', pattern: /^mph\b/i, subject: 'Public Health' },
  {
    stage: 'master',
    pattern: new RegExp(
      `^(?:m${dot}tech\\b\\.?|m${dot}e\\.?(?=[\\s,])|m${dot}sc\\b\\.?|m${dot}s\\.?(?=[\\s,])|m${dot}a\\.?(?=[\\s,])|master(?:'s)?(?:\\s+(?:of|in)|\\b))`,
      'i',
    ),
  },
  { stage: 'bachelor', pattern: /^mbbs\b/i, subject: 'Medicine' },
  { stage: 'bachelor', pattern: /^bds\b/i, subject: 'Dental Surgery' },
  { stage: 'bachelor', pattern: /^bca\b/i, subject: 'Computer Applications' },
  { stage: 'bachelor', pattern: /^bba\b/i, subject: 'Business Administration' },
  { stage: 'bachelor', pattern: /^b\.?\s?com\b\.?/i, subject: 'Commerce' },
  { stage: 'bachelor', pattern: /^b\.?\s?pharm\b\.?/i, subject: 'Pharmacy' },
  { stage: 'bachelor', pattern: /^bpt\b/i, subject: 'Physiotherapy' },
  {
    stage: 'bachelor',
    pattern: new RegExp(
      `^(?:b${dot}tech\\b\\.?|b${dot}e\\.?(?=[\\s,])|b${dot}sc\\b\\.?|b${dot}s\\.?(?=[\\s,])|b${dot}a\\.?(?=[\\s,])|b${dot}ed\\b\\.?|llb\\b|bachelor(?:'s)?(?:\\s+(?:of|in)|\\b))`,
      'i',
    ),
  },
  { stage: 'associate', pattern: /^associate(?:'s)?\s+(?:of|in|degree)\b/i },
  { stage: 'diploma', pattern: /^d\.?\s?pharm\b\.?/i, subject: 'Pharmacy' },
  { stage: 'diploma', pattern: /^dmlt\b/i, subject: 'Medical Laboratory Technology' },
  { stage: 'diploma', pattern: /^(?:gnm|anm)\b/i, subject: 'Nursing' },
  { stage: 'diploma', pattern: /^(?:advanced diploma|diploma|polytechnic diploma)\b/i },
  { stage: 'vocational', pattern: /^iti\b/i, kind: 'iti' },
  { stage: 'vocational', pattern: /^(?:certificate|cert\.?)\s+(?:i{1,3}|iv|v)\b/i },
  {
    stage: 'higher-secondary',
    pattern:
      /^(?:12th|xii\b|hsc\b|h\.s\.c\.?|puc\b|pre-university|higher secondary|senior secondary|intermediate\b|class (?:12|xii)\b|year 12\b|a[- ]levels?\b|\+2\b)/i,
  },
  {
    stage: 'secondary',
    pattern: /^(?:10th|ssc\b|s\.s\.c\.?|matric\w*|secondary school|class (?:10|x)\b|gcse\b|o[- ]levels?\b)/i,
  },
];

/** Words in brackets that name a board or an honours degree, not a subject. */
const NOT_A_SUBJECT =
  /^(?:hons|honours|honors|cbse|icse|isc|hsc|ssc|gseb|state board|higher secondary|12th|10th|\d+(?:st|nd|rd|th)? ?(?:class|std)?)$/i;
/** A broad degree whose subject follows: "Science in Data Science", "Science (Biotechnology)". */
const BROAD = /^(?:applied science|science|arts|engineering|technology|philosophy)\s*(?:in\s+(.+)|\((.+)\))$/i;

/** The subject after a qualification's name, or undefined. */
function subjectOf(rest: string): string | undefined {
  let text = rest.trim();
  for (;;) {
    const before = text;
    text = text
      .replace(/^[\s,.:;–-]+/, '')
      .replace(/^(?:in|of)\s+/i, '')
      .replace(/^certificate\b\s*/i, '');
    const bracket = /^\(([^)]*)\)/.exec(text);
    const inside = bracket?.[1]?.trim() ?? '';
    if (bracket && NOT_A_SUBJECT.test(inside)) text = text.slice(bracket[0].length);
    else if (bracket) return inside || undefined;
    if (text === before) break;
  }
  // The subject ends where the school, the years or a score begin.
  text = (text.split(/\s+[·|•–—]\s+|,\s*|\s+from\s+|\s+\(?(?:19|20)\d{2}\b/)[0] ?? '').trim();
  // A trailing abbreviation or honours in brackets: "Computer Applications (BCA)".
  text = text.replace(/\s*\((?:[A-Z0-9.]{2,10}|hons|honours)\)$/i, '').trim();
  const broad = BROAD.exec(text);
  if (broad) text = (broad[1] ?? broad[2] ?? '').trim();
  if (NOT_A_SUBJECT.test(text) || !/^\p{L}/u.test(text)) return undefined;
  return text || undefined;
}

/** The qualification a text begins with, and what follows it; null when it begins with none. */
export function qualificationOf(text: string): (Qualification & { rest: string }) | null {
  // After a short label: "Graduation: B.Sc (Chemistry) from …", "HSC: 12th from …".
  const trimmed = text.trim().replace(/^[\p{L} .]{2,24}:\s+(?=\S)/u, '');
  for (const { stage, pattern, subject, kind } of degreePatterns) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const rest = trimmed.slice(match[0].length);
    const named = subject ?? subjectOf(rest);
    return { stage, kind: kind ?? 'other', ...(named ? { subject: named } : {}), rest };
  }
  return null;
}

const SCHOOL_WORDS =
  /\b(?:university|universit\w+|college|institute|institution|school|academy|polytechnic|vidyalaya|vidyapeeth|iit|nit|iim|iiit|bits|tafe|iti|campus|hochschule|jntu|aiims)\b/i;
const YEAR_OR_SCORE =
  /^(?:(?:19|20)\d{2}(?:\s*[–-]\s*(?:(?:19|20)\d{2}|present))?|\d+(?:\.\d+)?\s*(?:%|cgpa|gpa|\/\s*10)|(?:cgpa|gpa|wam|score)\b.*|distinction|first class.*|second class.*|pass)$/i;

/**
 * Cells naming schools, the one who taught first: an Indian table names the affiliating university
 * or board beside the college (King George's Medical University, then Era College of Nursing).
 */
const byCollegeFirst = (cells: string[]) => {
  const affiliating = (cell: string) => Number(/\b(?:university|board)\b/i.test(cell));
  return [...cells].sort((a, b) => affiliating(a) - affiliating(b));
};

/** A school's name from a line that names it: the pieces before its years and scores. */
function schoolOf(text: string): string | undefined {
  const beforeDates = (text.split(/\s+[·|•]\s+|\s{2,}/)[0] ?? '')
    // A sentence of marks after the name: ". Aggregate: 71%."
    .replace(/\.\s+(?:aggregate|percentage|cgpa|gpa|score|marks|grade|result)\b.*$/i, '')
    .replace(/\s+with\s+\d+(?:\.\d+)?\s*%.*$/i, '')
    .replace(/[.\s]+$/, '');
  const pieces = beforeDates.split(/\s*,\s*/);
  while (pieces.length > 1 && YEAR_OR_SCORE.test(pieces.at(-1)?.trim() ?? '')) pieces.pop();
  const school = pieces
    .join(', ')
    .replace(/\s*[(–-]\s*(?:19|20)\d{2}.*$/, '')
    .trim();
  return school && !YEAR_OR_SCORE.test(school) ? school : undefined;
}

const EDUCATION_HEADING =
  /^(?:education|educational qualifications?|academic qualifications?|academics?|academic (?:background|details|record)|qualifications?|education (?:and|&) training)\s*:?$/i;
const OTHER_HEADING =
  /^(?:(?:work |professional |relevant )?experience|employment(?: history)?|work history|skills|key skills|technical skills|projects|certifications?|languages|summary|profile|about me|contact|objective|career objective|interests|hobbies|achievements|awards|publications|references|declaration|personal (?:details|information)|training|internships?|volunteering)\s*:?$/i;

/** A heading's words, letter-spaced ones joined again ("E D U C AT I O N" is "EDUCATION"). */
function headingOf(line: Line): string {
  const text = line.text.trim();
  const tokens = text.split(/\s+/);
  return tokens.length >= 3 && tokens.every((token) => token.length <= 2) ? tokens.join('') : text;
}

/** The lines of the Education section; every line when there is none. */
function educationLines(lines: Line[]): Line[] {
  const start = lines.findIndex((line) => EDUCATION_HEADING.test(headingOf(line)));
  if (start < 0) return lines;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => OTHER_HEADING.test(headingOf(line)));
  return end < 0 ? rest : rest.slice(0, end);
}

/** Each qualification of the section, with its school: beside it in its row or line, else on a line near it. */
function qualificationsOf(lines: Line[]): Qualification[] {
  const found: Qualification[] = [];
  // Whether the section names each school before its qualification (a school's line first).
  const first = lines.findIndex((line) => qualificationOf(line.segments[0]?.text ?? line.text));
  const schoolsFirst = first > 0 && SCHOOL_WORDS.test(lines[first - 1]?.text ?? '');
  for (const [index, line] of lines.entries()) {
    for (const [position, segment] of line.segments.entries()) {
      const qualification = qualificationOf(segment.text);
      if (!qualification) continue;
      const { rest, ...held } = qualification;
      const beside = [
        // "12th (Science) — Guru Nanak Public School, Ludhiana", "B.Sc (Chemistry) from Loyola College, Chennai (2019)".
        ...[/\s+[—–]\s+(.+)$/.exec(rest)?.[1], /\s+from\s+(.+)$/i.exec(rest)?.[1]].filter((text) => text !== undefined),
        // A table's row: the cells after the qualification's, a college's before a university's or board's.
        ...byCollegeFirst(line.segments.slice(position + 1).map((other) => other.text)),
        // "B.Sc. Nursing, Manipal College of Nursing, 2015": the pieces after the subject.
        ...rest.split(/\s+[·|•]\s+|,\s*/).slice(1),
      ];
      const after = lines[index + 1];
      const before = lines[index - 1];
      const under = follows(line, after) ? after : undefined;
      const above = before && follows(before, line) ? before : undefined;
      const near = (schoolsFirst ? [above, under] : [under, above]).filter(
        (other): other is Line => other !== undefined && !qualificationOf(other.text),
      );
      const school =
        beside.map((text) => (SCHOOL_WORDS.test(text) ? schoolOf(text) : undefined)).find(Boolean) ??
        near.map((other) => (SCHOOL_WORDS.test(other.text) ? schoolOf(other.text) : undefined)).find(Boolean) ??
        (after && !qualificationOf(after.text) ? schoolOf(after.text) : undefined);
      found.push({ ...held, ...(school ? { school } : {}) });
    }
  }
  return found;
}

/** The highest qualification the resume lists (the first of equals: the latest, as resumes order them). */
export function readEducation(lines: Line[]): Qualification | null {
  const qualifications = qualificationsOf(educationLines(lines));
  let best: Qualification | null = null;
  for (const qualification of qualifications) {
    if (!best || stages.indexOf(qualification.stage) > stages.indexOf(best.stage)) best = qualification;
  }
  return best;
}
