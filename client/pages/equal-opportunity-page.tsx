import { useLoaderData } from 'react-router';
import { exclusiveIndigenousOptions, genderOptions, indigenousOptions } from '../../shared/application/schemas';
import type { ApplicationState } from '../../shared/data-source';
import { fieldLabels } from '../application/field-labels';
import { CheckboxGroup, RadioGroup } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';

export default function EqualOpportunityPage() {
  const { draft } = useLoaderData<ApplicationState>();
  const form = useStepForm('eeo', () => ({ gender: undefined, indigenous: [] }));

  return (
    <WizardLayout screen="equalOpportunity" draft={draft} optionalFields="all">
      <p>
        Answering is voluntary and does not affect your application. The answers help us measure how fairly we hire.
      </p>
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <RadioGroup
          name="gender"
          label={fieldLabels.eeo.gender}
          value={String(form.values.gender ?? '')}
          onChange={form.setField}
          error={form.errorOf('gender')}
          options={genderOptions}
          optional
        />
        <CheckboxGroup
          name="indigenous"
          label={fieldLabels.eeo.indigenous}
          value={(form.values.indigenous as string[] | undefined) ?? []}
          onChange={form.setField}
          error={form.errorOf('indigenous')}
          options={indigenousOptions}
          exclusive={exclusiveIndigenousOptions}
          optional
        />
      </StepForm>
    </WizardLayout>
  );
}
