import { useLoaderData } from 'react-router';
import { howHeardOptions } from '../../shared/application/schemas';
import type { ApplicationState } from '../../shared/data-source';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup, SelectField, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';

const labels = fieldLabels.general;

export default function GeneralQuestionsPage() {
  const { draft } = useLoaderData<ApplicationState>();
  const form = useStepForm('general', () => ({ preferredStartDate: '', relocate: '', howHeard: '' }));
  const field = (name: keyof typeof labels) => form.fieldProps(name, labels[name]);

  return (
    <WizardLayout screen="generalQuestions" draft={draft}>
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <TextField {...field('preferredStartDate')} type="date" />
        <RadioGroup {...field('relocate')} options={['Yes', 'No']} />
        <SelectField {...field('howHeard')} options={howHeardOptions} />
      </StepForm>
    </WizardLayout>
  );
}
