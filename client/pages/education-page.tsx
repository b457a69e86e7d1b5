import { useLoaderData } from 'react-router';
import { educationLevels, majors } from '../../shared/application/schemas';
import { CarriedOverNotice } from '../application/carried-over-notice';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup, SelectField, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { type loader, stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('education');
export const head = stepHead('education', { heading: 'Education', about: 'your education.' });

export const meta = metaFor(head);

const labels = fieldLabels.education;

export default function EducationPage() {
  const { draft } = useLoaderData<typeof loader>();
  const form = useStepForm('education', () => ({
    educationLevel: '',
    schoolName: '',
    firstMajor: '',
    secondMajor: '',
    minor: '',
    isStudent: '',
  }));
  const field = (name: keyof typeof labels) => form.fieldProps(name, labels[name]);

  return (
    <WizardLayout screen="education" heading={head.heading} draft={draft} optionalFields="some">
      <CarriedOverNotice from={form.carriedFrom} />
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <SelectField {...field('educationLevel')} options={educationLevels} />
        <TextField {...field('schoolName')} autoComplete="organization" />
        <SelectField {...field('firstMajor')} options={majors} />
        <SelectField {...field('secondMajor')} options={majors} optional />
        <SelectField {...field('minor')} options={majors} optional />
        <RadioGroup {...field('isStudent')} options={['Yes', 'No']} />
      </StepForm>
    </WizardLayout>
  );
}
