import type { MouseEvent } from 'react';
import { fieldId } from './form-fields';

/**
 * Moves to a field without touching the URL (a hash would be a navigation for the router); html's
 * scroll-padding-top keeps the field clear of the sticky header.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  event.preventDefault();
  document.getElementById(fieldId(name))?.focus();
}

/**
 * The list of what needs correcting, at the top of the form, each message a link to its field
 * (WCAG 3.3.1). Announced when it appears; focus itself goes to the first field with a message.
 */
export function ErrorSummary({ errors }: { errors: Record<string, string[]> }) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  return (
    <div className="error-summary" role="alert" aria-labelledby={entries.length ? 'error-summary-title' : undefined}>
      {entries.length > 0 && (
        <>
          <h2 id="error-summary-title">Please correct:</h2>
          <ul>
            {entries.map(([name, messages]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} onClick={(event) => goToField(event, name)}>
                  {messages[0]}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
