import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-fields';

/** A step's form: its fields, a message when saving failed, and the continue button. */
export function StepForm(props: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  hasErrors: boolean;
  problem: string | null;
  submitLabel?: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    // noValidate: the shared schemas give the messages, the same in every browser and on the server.
    <form className="wizard-form" onSubmit={props.onSubmit} noValidate>
      {props.children}
      <div role="alert" className="form-problem">
        {props.problem ?? (props.hasErrors ? 'Please correct the answers marked below.' : '')}
      </div>
      <FormActions>
        <button type="submit" disabled={props.saving || props.submitDisabled}>
          {props.saving ? 'Saving…' : (props.submitLabel ?? 'Continue')}
        </button>
      </FormActions>
    </form>
  );
}
