import {
  exclusiveIndigenousOptions,
  genderOptions,
  indigenousOptions,
  selfDescribedGender,
} from '../../shared/application/schemas';
import { asksIndigenousIdentity } from '../../shared/company-country';
import { useCompanyCountry } from '../application/question-text';
import { fieldLabels } from '../application/field-labels';
import { CheckboxGroup, RadioGroup, TextField } from '../application/form-fields';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import { stepAction } from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/equal-opportunity-page';

export { loader, clientAction, shouldRevalidate, handle } from '../application/step-route';
export const action = stepAction('eeo');
export const head = stepHead('equalOpportunity', {
  heading: 'Voluntary Equal Employment Opportunity Self-Identification',
  about: 'voluntary equal employment opportunity self-identification.',
  title: 'Equal opportunity self-identification',
});

export const meta = metaFor(head);

const isExclusive = (option: string) => (exclusiveIndigenousOptions as readonly string[]).includes(option);

/**
 * "No" and "Prefer not to disclose" stand alone: ticking one clears the other answers, ticking
 * another answer clears them. `chosen` ends with the option just ticked.
 */
function withExclusiveAlone(chosen: string[]): string[] {
  const ticked = chosen.at(-1);
  if (ticked === undefined) return chosen;
  return isExclusive(ticked) ? [ticked] : chosen.filter((option) => !isExclusive(option));
}

export default function EqualOpportunityPage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  const asksIndigenous = asksIndigenousIdentity(useCompanyCountry().code);
  const form = useStepForm('eeo', () =>
    asksIndigenous ? { gender: undefined, indigenous: [] } : { gender: undefined },
  );

  return (
    <WizardLayout screen="equalOpportunity" heading={head.heading} draft={draft} optionalFields="all">
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
        <TextField
          {...form.fieldProps('genderDescription', fieldLabels.eeo.genderDescription)}
          hint={`Used only with “${selfDescribedGender}”.`}
          optional
        />
        {asksIndigenous && (
          <CheckboxGroup
            name="indigenous"
            label={fieldLabels.eeo.indigenous}
            value={(form.values.indigenous as string[] | undefined) ?? []}
            onChange={(name, chosen) => form.setField(name, withExclusiveAlone(chosen))}
            error={form.errorOf('indigenous')}
            options={indigenousOptions}
            optional
          />
        )}
      </StepForm>
    </WizardLayout>
  );
}
