import { redirect } from 'react-router';
import { militaryAnswers } from '../../shared/application/schemas';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { nextPath, stepAction, stepLoader } from '../application/step-route';
import { asksMilitaryStatus } from '../../shared/company-country';
import type { Route } from './+types/military-status-page';
import { metaFor, stepHead } from '../page-head';

export { clientAction, shouldRevalidate, handle } from '../application/step-route';

/**
 * A company outside the US and Australia has no military step: its address (a bookmark, an old
 * link) leads on to the step after it, as the wizard would, rather than to a missing page.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!asksMilitaryStatus(args.context.application.companyCountry)) {
    throw redirect(nextPath('military', false, args.context.application.companyCountry), {
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return stepLoader(args);
}
export const action = stepAction('military');
export const head = stepHead('militaryStatus', {
  heading: 'Voluntary Self-Identification of Military Status',
  about: 'voluntary self-identification of military status.',
  title: 'Military status',
});

export const meta = metaFor(head);

const labels = fieldLabels.military;
const questions = Object.keys(labels) as (keyof typeof labels)[];

export default function MilitaryStatusPage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const form = useStepForm('military', () => ({}));

  return (
    <WizardLayout screen="militaryStatus" heading={head.heading} draft={draft} optionalFields="all">
      <p>Answering is voluntary. Each question is answered on its own.</p>
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        {/* Three groups with three names: the original shared one name, so one answer cleared another. */}
        {questions.map((name) => (
          <RadioGroup
            key={name}
            name={name}
            label={labels[name]}
            value={String(form.values[name] ?? '')}
            onChange={form.setField}
            error={form.errorOf(name)}
            options={militaryAnswers}
            optional
          />
        ))}
      </StepForm>
    </WizardLayout>
  );
}
