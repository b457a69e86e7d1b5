import { useSearchParams } from 'react-router';
import { splitDisplayName } from '../../shared/application/display-name';
import { useSessionUser } from '../app/use-site';
import { CarriedOverNotice } from '../application/carried-over-notice';
import { fieldLabels } from '../application/field-labels';
import { SelectField, TextField } from '../application/form-fields';
import { isResumeUpload, resumeHandle, storedOrRefused } from '../application/resume-route';
import { ResumeReadNotice } from '../application/resume-read-notice';
import { SignInNeededNotice } from '../application/sign-in-needed-notice';
import { StartWithResume } from '../application/start-with-resume';
import { StepForm } from '../application/step-form';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import {
  stepAction,
  stepClientAction as clientAction,
  stepLoader,
  stepShouldRevalidate as shouldRevalidate,
} from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/contact-information-page';

/** The step's draft, and what the phone field offers (the server's country list and example). */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await stepLoader(args)), phoneField: await args.context.application.phoneField() };
}

export { clientAction, shouldRevalidate };
const saveContact = stepAction('contact');

/** The step's Continue, or "Start with your resume" posted without JavaScript (stored as the Resume step stores it). */
export async function action(args: Route.ActionArgs) {
  if (isResumeUpload(args.request)) return storedOrRefused(await args.context.application.uploadResume(), args.request);
  return saveContact(args);
}
export const handle = resumeHandle;
export const head = stepHead('contactInformation', {
  heading: 'Contact information',
  about: 'your name, email, phone number and address.',
});

export const meta = metaFor(head);

const labels = fieldLabels.contact;

export default function ContactInformationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, phoneField } = loaderData;
  const uploadRefused = actionData?.outcome === 'upload-refused' ? actionData.problem : undefined;
  const user = useSessionUser();
  // Links from older releases may carry ?email= (the sign-in form posts it: the action's `prefill`).
  const [searchParams] = useSearchParams();
  // Prefilled from the session's user (the server knows it), or from what sign-in passed forward.
  const form = useStepForm('contact', (state) => ({
    ...splitDisplayName(user?.displayName || state.displayName),
    email: user?.email || searchParams.get('email') || state.email || '',
    mobileNo: '',
    mobileCountry: phoneField.defaultCountry,
    addressNo1: '',
    addressNo2: '',
    city: '',
    zipCode: '',
    country: '',
    state: '',
  }));
  const field = (name: keyof typeof labels) => form.fieldProps(name, labels[name]);

  return (
    <WizardLayout screen="contactInformation" heading={head.heading} draft={draft} optionalFields="some">
      <SignInNeededNotice />
      <CarriedOverNotice from={form.carriedFrom} />
      {!draft.steps.contact && !form.carriedFrom && (
        <StartWithResume refused={uploadRefused} hasResume={Boolean(draft.resume)} />
      )}
      <ResumeReadNotice fields={form.fromResume} unread={form.resumeUnread} />
      <StepForm onSubmit={form.submit} saving={form.saving} errors={form.errors} problem={form.problem}>
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        {/* Read only to make sense of a number without its country code: not an answer of its own. */}
        <SelectField
          {...form.fieldProps('mobileCountry', 'Phone country')}
          options={phoneField.countries.map(({ code, name, callingCode }) => ({
            value: code,
            label: `${name} (+${callingCode})`,
          }))}
          optional
        />
        <TextField
          {...field('mobileNo')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneField.example.national}
          hint={`For example ${phoneField.example.national}, or ${phoneField.example.international} with the country code.`}
        />
        <TextField {...field('addressNo1')} autoComplete="address-line1" />
        <TextField {...field('addressNo2')} autoComplete="address-line2" optional />
        <TextField {...field('city')} autoComplete="address-level2" />
        <TextField {...field('zipCode')} autoComplete="postal-code" />
        <TextField {...field('country')} autoComplete="country-name" />
        <TextField {...field('state')} autoComplete="address-level1" />
      </StepForm>
    </WizardLayout>
  );
}
