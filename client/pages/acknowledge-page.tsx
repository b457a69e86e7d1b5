import { useLoaderData } from 'react-router';
import type { WizardScreen } from '../../shared/application/steps';
import { useHydrated } from '../app/use-hydrated';
import { fieldLabels } from '../application/field-labels';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { useWizardScreens, WizardLayout } from '../application/wizard-layout';
import { type loader, stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('acknowledge');
export const head = stepHead('acknowledge', { heading: 'Acknowledge', about: 'confirm your answers are true.' });

export const meta = metaFor(head);

/** "A, B and C". */
const listed = (labels: readonly string[]) =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

/** What the steps after this one are: voluntary, so the confirmation cannot cover them. */
function voluntaryNote(voluntary: readonly WizardScreen[]): string {
  if (voluntary.length === 0) return '';
  const labels = listed(voluntary.map((entry) => entry.label));
  return voluntary.length === 1
    ? `The step that follows (${labels}) is voluntary: you may leave it empty. `
    : `The ${voluntary.length} steps that follow (${labels}) are voluntary: you may leave them empty. `;
}

export default function AcknowledgePage() {
  const { draft } = useLoaderData<typeof loader>();
  const form = useStepForm('acknowledge', () => ({ confirm: false }));
  const confirmed = form.values.confirm === true;
  // Without the script the server checks the box (a disabled button could never be pressed).
  const hydrated = useHydrated();
  // What the confirmation covers, named: the steps before this one; the voluntary ones after it are not asked yet.
  const screens = useWizardScreens();
  const here = screens.findIndex((entry) => entry.screen === 'acknowledge');
  const before = screens.slice(0, here).map((entry) => entry.label);
  const voluntary = screens.slice(here + 1).filter((entry) => entry.step !== 'review');

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
        <p>{`By continuing you confirm that your answers in the steps before this one (${listed(before)}) are accurate and complete; an application with false information may be withdrawn.`}</p>
        <p>{`${voluntaryNote(voluntary)}You can still read and change every answer on Review & submit before you send your application.`}</p>
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
