import type { ReactNode } from 'react';

// Form controls of the wizard: every control has a label (or a fieldset legend), and an error is
// tied to its control with aria-describedby and aria-invalid, so screen readers announce it.

/** The id of a field's control (of a group's first option): what the error summary links to. */
export const fieldId = (name: string) =>
  // A job's own multi choice is named as its ATS names it (`question_789[]`): ids keep to letters,
  // digits, dash and underscore.
  `field-${name.replace(/\[\]$/, '-list').replace(/[^A-Za-z0-9_-]/g, '_')}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

function ErrorText({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A field's label text, marked "(optional)" when the field may be left empty. */
function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional && <span className="field-optional"> (optional)</span>}
    </>
  );
}

function describedBy(name: string, error?: string, hint?: string) {
  return [hint && `${fieldId(name)}-hint`, error && errorId(name)].filter(Boolean).join(' ') || undefined;
}

/** What a field whose answer was read from the candidate's resume says, until they change it. */
export const FROM_RESUME_HINT = 'From your resume: please check it.';

/** A field's hint: its own, and the resume's mark before it. */
const hintOf = (hint: string | undefined, fromResume: boolean | undefined) =>
  [fromResume ? FROM_RESUME_HINT : undefined, hint].filter(Boolean).join(' ') || undefined;

interface FieldProps<V> {
  name: string;
  label: string;
  value: V;
  onChange: (name: string, value: V) => void;
  /** The value shown was read from the resume (useStepForm): the field says so. */
  fromResume?: boolean;
  error?: string;
  optional?: boolean;
}

export function TextField({
  type = 'text',
  hint: ownHint,
  autoComplete,
  inputMode,
  placeholder,
  ...field
}: FieldProps<string> & {
  type?: 'text' | 'email' | 'tel' | 'date';
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  placeholder?: string;
}) {
  const { name, label, value, onChange, error, optional } = field;
  const hint = hintOf(ownHint, field.fromResume);
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>
        <LabelText label={label} optional={optional} />
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        aria-required={optional ? undefined : true}
      />
      <ErrorText name={name} error={error} />
    </div>
  );
}

/** An option as its value, or a value shown with another text (`{ value: 'IN', label: 'India (+91)' }`). */
type SelectOption = string | { value: string; label: string };

export function SelectField({
  options,
  autoComplete,
  ...field
}: FieldProps<string> & {
  options: readonly SelectOption[];
  autoComplete?: string;
}) {
  const { name, label, value, onChange, error, optional } = field;
  const hint = hintOf(undefined, field.fromResume);
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>
        <LabelText label={label} optional={optional} />
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        aria-required={optional ? undefined : true}
      >
        <option value="">Select…</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      <ErrorText name={name} error={error} />
    </div>
  );
}

/** One answer out of a few, as radio buttons in a fieldset (each group its own name). */
export function RadioGroup({ options, ...field }: FieldProps<string> & { options: readonly string[] }) {
  const { name, label, value, onChange, error, optional } = field;
  return (
    // aria-invalid on the group: ARIA gives a radio none (jsx-a11y/role-supports-aria-props).
    <fieldset
      className="field choice-group"
      aria-describedby={describedBy(name, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        <LabelText label={label} optional={optional} />
      </legend>
      {options.map((option, index) => (
        <label key={option} className="choice">
          {/* The message is tied to each option too: focus lands on an option, not on the group. */}
          <input
            id={index === 0 ? fieldId(name) : undefined}
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(name, option)}
            aria-describedby={error ? errorId(name) : undefined}
          />
          {option}
        </label>
      ))}
      <ErrorText name={name} error={error} />
    </fieldset>
  );
}

/** Any number of answers, as checkboxes in a fieldset. */
export function CheckboxGroup({ options, ...field }: FieldProps<string[]> & { options: readonly string[] }) {
  const { name, label, value, onChange, error, optional } = field;
  const toggle = (option: string) =>
    onChange(name, value.includes(option) ? value.filter((chosen) => chosen !== option) : [...value, option]);
  return (
    <fieldset className="field choice-group" aria-describedby={describedBy(name, error)}>
      <legend>
        <LabelText label={label} optional={optional} />
      </legend>
      {options.map((option, index) => (
        <label key={option} className="choice">
          <input
            id={index === 0 ? fieldId(name) : undefined}
            type="checkbox"
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={() => toggle(option)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId(name) : undefined}
          />
          {option}
        </label>
      ))}
      <ErrorText name={name} error={error} />
    </fieldset>
  );
}

/** Moves focus to the first control of the first field with an error (in form order). */
export function focusFirstInvalid(form: HTMLFormElement, invalidNames: readonly string[]): void {
  const invalid = new Set(invalidNames);
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && invalid.has(name)) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}
