import { useLoaderData } from 'react-router';
import { howHeardOptions } from '../../shared/application/schemas';
import type { ApplicationState } from '../../shared/page-context';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup, SelectField, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import {
  stepAction,
  stepClientAction as clientAction,
  stepHandle,
  stepLoader as loader,
  stepShouldRevalidate as shouldRevalidate,
} from '../application/step-route';
import { screenMeta } from '../page-heads';

export { loader, clientAction, shouldRevalidate };
export const action = stepAction('general');
export const handle = stepHandle;
export const meta = screenMeta('generalQuestions');

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
