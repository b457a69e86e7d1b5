import type { JobQuestion } from '../../shared/application/job-questions';
import { fieldId } from './form-fields';

/** More options than this are a drop-down list rather than radio buttons (a phone's screen stays short). */
const MAX_RADIOS = 6;

const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

/**
 * One of the job's own questions (its ATS's field), labelled and tied to its help text and
 * message as the wizard's other fields are (form-fields.tsx): a line of text, a few paragraphs,
 * one option (radio buttons, or a list when there are many) or any number (checkboxes). The
 * control's name is the ATS's field name, so a plain form post carries it as the JSON API does.
 */
export function JobQuestionField(props: {
  question: JobQuestion;
  value: string | string[] | undefined;
  onChange: (name: string, value: string | string[]) => void;
  error?: string;
}) {
  const { question, value, onChange, error } = props;
  const { name, label, required, kind, options, descriptionHtml } = question;
  const hint = descriptionHtml ? hintId(name) : undefined;
  const describedBy = [hint, error && errorId(name)].filter(Boolean).join(' ') || undefined;
  const labelText = (
    <>
      {label}
      {!required && <span className="field-optional"> (optional)</span>}
    </>
  );
  const help = descriptionHtml ? (
    // Sanitized on the server (server/jobs/greenhouse-questions.ts), as job descriptions are.
    <div id={hint} className="field-hint" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
  ) : null;
  const message = error ? (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : '';
  const chosen = Array.isArray(value) ? value : [];

  if (kind === 'multi' || (kind === 'single' && options.length <= MAX_RADIOS)) {
    const multi = kind === 'multi';
    return (
      <fieldset className="field choice-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>{labelText}</legend>
        {help}
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              id={index === 0 ? fieldId(name) : undefined}
              type={multi ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={multi ? chosen.includes(option.value) : text === option.value}
              onChange={() =>
                onChange(
                  name,
                  multi
                    ? chosen.includes(option.value)
                      ? chosen.filter((item) => item !== option.value)
                      : [...chosen, option.value]
                    : option.value,
                )
              }
              aria-describedby={error ? errorId(name) : undefined}
            />
            {option.label}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }

  const common = {
    id: fieldId(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{labelText}</label>
      {help}
      {kind === 'single' ? (
        <select {...common} value={text} onChange={(event) => onChange(name, event.target.value)}>
          <option value="">Select…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : kind === 'textarea' ? (
        <textarea {...common} value={text} rows={6} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(event) => onChange(name, event.target.value)} />
      )}
      {message}
    </div>
  );
}
