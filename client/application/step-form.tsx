import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorSummary } from './error-summary';
import { FormActions } from './form-fields';
import { BackLink } from './wizard-layout';

/**
 * A step's form: its fields, a message when saving failed, and the continue button. It posts to
 * its own route's action (client/application/step-route.ts) when the script is not running yet,
 * so answers never go into a URL; once hydrated, `onSubmit` posts them to the same action as JSON.
 */
export function StepForm(props: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The messages per field after an attempt to continue: listed at the top, each linked to its field. */
  errors?: Record<string, string[]>;
  problem: string | null;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** The id of the text that says why Continue is disabled (read with the button). */
  disabledReasonId?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const disabled = props.saving || props.submitDisabled;
  return (
    // noValidate: the shared schemas give the messages, the same in every browser and on the server.
    <form className="wizard-form" method="post" action={pathname} onSubmit={props.onSubmit} noValidate>
      <ErrorSummary errors={props.errors ?? {}} />
      {props.children}
      <div role="alert" className="form-problem">
        {props.problem}
      </div>
      <FormActions>
        <BackLink />
        <button type="submit" disabled={disabled} aria-describedby={props.disabledReasonId}>
          {props.saving ? 'Saving…' : (props.submitLabel ?? 'Continue')}
        </button>
      </FormActions>
    </form>
  );
}
