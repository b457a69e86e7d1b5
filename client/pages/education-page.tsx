import { educationLevelsFor, majors } from '../../shared/application/schemas';
import { useCompanyCountry } from '../application/question-text';
import { CarriedOverNotice } from '../application/carried-over-notice';
import { fieldLabels } from '../application/field-labels';
import { ResumeReadNotice } from '../application/resume-read-notice';
import { RadioGroup, SelectField, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/education-page';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('education');
export const head = stepHead('education', { heading: 'Education', about: 'your education.' });

export const meta = metaFor(head);

const labels = fieldLabels.education;

export default function EducationPage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const form = useStepForm('education', () => ({
    educationLevel: '',
    schoolName: '',
    firstMajor: '',
    firstMajorOther: '',
    secondMajor: '',
    minor: '',
    isStudent: '',
  }));
  const field = (name: keyof typeof labels) => form.fieldProps(name, labels[name]);
  // The company's country's ladder (India's has 12th standard, ITI and diploma); a saved level from
  // an earlier list stays selected and shown.
  const offered = educationLevelsFor(useCompanyCountry().code);
  const saved = String(form.values.educationLevel ?? '');
  const levels = saved === '' || offered.includes(saved) ? offered : [...offered, saved];

  return (
    <WizardLayout screen="education" heading={head.heading} draft={draft} optionalFields="some">
      <CarriedOverNotice from={form.carriedFrom} />
      <ResumeReadNotice fields={form.fromResume} unread={form.resumeUnread} />
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <SelectField {...field('educationLevel')} options={levels} />
        <TextField {...field('schoolName')} autoComplete="organization" />
        <SelectField {...field('firstMajor')} options={majors} />
        {/* Always there: without the script the form cannot add it when Other is chosen. */}
        <TextField {...field('firstMajorOther')} hint="Needed when your first major is Other." optional />
        <SelectField {...field('secondMajor')} options={majors} optional />
        <SelectField {...field('minor')} options={majors} optional />
        <RadioGroup {...field('isStudent')} options={['Yes', 'No']} />
      </StepForm>
    </WizardLayout>
  );
}
