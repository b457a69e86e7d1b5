import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useQuestionText } from '../application/question-text';
import { fieldLabels } from '../application/field-labels';
import { RadioGroup } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/work-eligibility-page';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('eligibility');
export const head = stepHead('workEligibility', {
  heading: 'Work eligibility',
  about: 'questions about your eligibility to work.',
});

export const meta = metaFor(head);

const labels = fieldLabels.eligibility;
const questions = Object.keys(labels) as (keyof typeof labels)[];

export default function WorkEligibilityPage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const questionText = useQuestionText();
  const form = useStepForm('eligibility', () => Object.fromEntries(questions.map((name) => [name, ''])));

  return (
    <WizardLayout screen="workEligibility" heading={head.heading} draft={draft}>
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <div className="resume-file">
          <strong>Resume</strong>
          <p>
            {draft.resume ? `${draft.resume.fileName} is uploaded. ` : 'No resume uploaded yet. '}
            <Link to={pathOf('resume')}>{draft.resume ? 'Replace it' : 'Upload your resume'}</Link> on the Resume step.
          </p>
        </div>
        {questions.map((name) => (
          <RadioGroup
            key={name}
            name={name}
            label={questionText(labels[name])}
            value={String(form.values[name] ?? '')}
            onChange={form.setField}
            error={form.errorOf(name)}
            options={['Yes', 'No']}
          />
        ))}
      </StepForm>
    </WizardLayout>
  );
}
