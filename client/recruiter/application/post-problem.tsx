import { useRef } from 'react';
import { useActionData } from 'react-router';
import { useFocusOnChange } from '../../app/use-focus-on-change';
import type { ActionData, Change } from './application-action';

/** Field messages of a refused post, or its problem, for one of the forms; focused when it appears. */
export function PostProblem({ change, id }: { change: Change; id: string }) {
  const posted = useActionData<ActionData>();
  const problem = useRef<HTMLParagraphElement>(null);
  const shown = posted?.change === change && !posted.confirm ? posted : null;
  useFocusOnChange(problem, shown);
  if (!shown) return null;
  const text =
    shown.problem ??
    Object.values(shown.fields ?? {})
      .flat()
      .join(' ');
  return (
    <p className="field-problem" id={id} role="alert" ref={problem} tabIndex={-1}>
      {text}
    </p>
  );
}
