import { useLoaderData } from 'react-router';
import { useHydrated } from '../app/use-hydrated';
import { fieldLabels } from '../application/field-labels';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { type loader, stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('acknowledge');
export const head = stepHead('acknowledge', { heading: 'Acknowledge', about: 'confirm your answers are true.' });

export const meta = metaFor(head);

export default function AcknowledgePage() {
  const { draft } = useLoaderData<typeof loader>();
  const form = useStepForm('acknowledge', () => ({ confirm: false }));
  const confirmed = form.values.confirm === true;
  // Without the script the server checks the box (a disabled button could never be pressed).
  const hydrated = useHydrated();

  return (
    <WizardLayout screen="acknowledge" heading={head.heading} draft={draft}>
      <StepForm
        onSubmit={form.submit}
        saving={form.saving}
        errors={form.errors}
        problem={form.problem}
        submitDisabled={hydrated && !confirmed}
        disabledReasonId={hydrated && !confirmed ? 'confirm-first' : undefined}
      >
        <p>
          Please read your answers once more. By continuing you confirm that the information you gave is accurate; an
          application with false information may be withdrawn.
        </p>
        <label className="choice">
          <input
            id="field-confirm"
            type="checkbox"
            name="confirm"
            checked={confirmed}
            onChange={(event) => form.setField('confirm', event.target.checked)}
          />
          {fieldLabels.acknowledge.confirm}
        </label>
        {hydrated && !confirmed && (
          <p id="confirm-first" className="field-hint">
            Tick the box above to confirm your answers, then continue.
          </p>
        )}
      </StepForm>
    </WizardLayout>
  );
}
