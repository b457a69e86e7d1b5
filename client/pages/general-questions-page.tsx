import { howHeardOptions } from '../../shared/application/schemas';
import { CarriedOverNotice } from '../application/carried-over-notice';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup, SelectField, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/general-questions-page';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('general');
export const head = stepHead('generalQuestions', {
  heading: 'General questions',
  about: 'start date, relocation and how you heard about us.',
});

export const meta = metaFor(head);

const labels = fieldLabels.general;

export default function GeneralQuestionsPage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const form = useStepForm('general', () => ({ preferredStartDate: '', relocate: '', howHeard: '' }));
  const field = (name: keyof typeof labels) => form.fieldProps(name, labels[name]);

  return (
    <WizardLayout screen="generalQuestions" heading={head.heading} draft={draft}>
      <CarriedOverNotice from={form.carriedFrom} />
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <TextField {...field('preferredStartDate')} type="date" />
        <RadioGroup {...field('relocate')} options={['Yes', 'No']} />
        <SelectField {...field('howHeard')} options={howHeardOptions} />
      </StepForm>
    </WizardLayout>
  );
}
