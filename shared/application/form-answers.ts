import type { DraftStep } from './steps';

// A posted form is flat text: these say which fields the step schemas expect as yes/no and as lists.
const booleanFields: Partial<Record<DraftStep, readonly string[]>> = {
  resume: ['uploadLater'],
  acknowledge: ['confirm'],
};
const listFields: Partial<Record<DraftStep, readonly string[]>> = { eeo: ['indigenous'] };

/**
 * A step's answers from an urlencoded form body, shaped as the JSON the script-driven form sends:
 * a ticked checkbox is `true`, repeated names are a list, anything else is its (first) text.
 */
export function answersFromForm(
  step: DraftStep,
  body: Record<string, unknown> | undefined,
): Record<string, string | boolean | string[]> {
  const answers: Record<string, string | boolean | string[]> = {};
  const form = body ?? {};
  const texts = (name: string) => {
    const value = form[name];
    return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  };
  for (const name of booleanFields[step] ?? []) {
    const [value] = texts(name);
    answers[name] = value === 'on' || value === 'true';
  }
  for (const name of listFields[step] ?? []) answers[name] = texts(name);
  for (const name of Object.keys(form)) {
    if (Object.hasOwn(answers, name) || name === '__proto__') continue;
    const [value] = texts(name);
    if (value !== undefined) answers[name] = value;
  }
  return answers;
}
