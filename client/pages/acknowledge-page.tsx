import type { WizardScreen } from '../../shared/application/steps';
import { useHydrated } from '../app/use-hydrated';
import { fieldLabels } from '../application/field-labels';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { useWizardScreens, WizardLayout } from '../application/wizard-layout';
import { stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/acknowledge-page';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('acknowledge');
export const head = stepHead('acknowledge', { heading: 'Acknowledge', about: 'confirm your answers are true.' });

export const meta = metaFor(head);

/**
 * What the confirmation covers, said in one short paragraph (the box stays on a phone's first
 * screen): the steps before this one, first to last; those after it are voluntary or review.
 */
function coveredText(screens: readonly WizardScreen[]): string {
  const here = screens.findIndex((entry) => entry.screen === 'acknowledge');
  const [first, last] = [screens[0]?.label, screens[here - 1]?.label];
  const voluntary = screens.slice(here + 1).filter((entry) => entry.step !== 'review').length;
  const after =
    voluntary === 0
      ? 'Review & submit follows.'
      : `${voluntary} voluntary step${voluntary === 1 ? '' : 's'} and Review & submit follow.`;
  return (
    `By continuing you confirm that your answers so far (${first} to ${last}) are accurate; an application ` +
    `with false information may be withdrawn. ${after}`
  );
}

export default function AcknowledgePage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const form = useStepForm('acknowledge', () => ({ confirm: false }));
  const confirmed = form.values.confirm === true;
  // Without the script the server checks the box (a disabled button could never be pressed).
  const hydrated = useHydrated();
  const covered = coveredText(useWizardScreens());

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
        <p>{covered}</p>
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
