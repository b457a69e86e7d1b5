import type { ReactNode } from 'react';
import { data, Form, redirect } from 'react-router';
import { isDraftStep, wizardScreens } from '../../shared/application/steps';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import { signedInUser } from '../candidate/signed-in';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/offered-draft-page';

export const head: ScreenHead = {
  title: `An application from another browser | ${careersTitle}`,
  description: 'An application started in another browser came with your sign-in link: take it or leave it.',
  heading: 'An application started in another browser',
};

export const meta = metaFor(head);
export const handle = { styles: [candidateStyles] };

/** Where the candidate goes on, whichever they choose: the first step, never straight to Submit. */
const firstStep = pathOf('contactInformation');

export async function loader({ request, context }: Route.LoaderArgs) {
  signedInUser(context, request);
  const offered = await context.application.offeredDraft();
  if (!offered) throw redirect(firstStep);
  return { offered };
}

/** Takes the offered application into the candidate's, or leaves it; then the first step (303). */
export async function action({ request, context }: Route.ActionArgs) {
  signedInUser(context, request);
  const choice = (await request.formData()).get('choice');
  if (choice !== 'take' && choice !== 'leave') {
    return data({ problem: 'Choose to take the application or to leave it.' }, { status: 400 });
  }
  await context.application.answerOfferedDraft(choice === 'take');
  throw redirect(firstStep, 303);
}

export default function OfferedDraftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offered } = loaderData;
  const contact = offered.steps.contact;
  const answered = wizardScreens.filter(({ step }) => isDraftStep(step) && step !== 'resume' && offered.steps[step]);
  return (
    <section className="candidate-page">
      <h1>{useSiteText(head.heading)}</h1>
      <p className="page-lead">
        Your sign-in link was asked for from another browser, and an application started there came with it. If you did
        not ask for the link there yourself, someone else may have: leave it, and nothing of yours changes.
      </p>
      <dl className="candidate-facts">
        <Fact term="Job">{offered.job?.title ?? 'None chosen yet'}</Fact>
        {contact && (
          <>
            <Fact term="Name">
              {contact.firstName} {contact.lastName}
            </Fact>
            <Fact term="Email">{contact.email}</Fact>
          </>
        )}
        <Fact term="Steps answered">
          {answered.length > 0 ? answered.map(({ label }) => label).join(', ') : 'None'}
        </Fact>
        <Fact term="Resume">{offered.resume?.fileName ?? 'None'}</Fact>
      </dl>
      <p>
        Taken, its answers fill the steps you have not answered yet, its resume becomes yours if you have none, and its
        job and where it came from become your application's. You check every step before you submit.
      </p>
      {actionData && (
        <p className="form-problem" role="alert">
          {actionData.problem}
        </p>
      )}
      <Form method="post" className="confirm-actions">
        <button type="submit" name="choice" value="take" className="primary-button">
          Take this application
        </button>
        <button type="submit" name="choice" value="leave" className="secondary-button">
          Leave it
        </button>
      </Form>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
