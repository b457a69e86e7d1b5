import { data, Form, Link, type MetaDescriptor, useNavigation } from 'react-router';
import { ALERT_CONFIRM_DAYS, type AlertConfirmation, type AlertFrequency } from '../../shared/alerts/alert-pages';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaOf } from '../page-head';
import type { Route } from './+types/alert-confirm-page';

export const head: ScreenHead = {
  title: `Confirm your job alert | ${careersTitle}`,
  description: 'Confirm a job alert of {site}: new jobs matching its search, emailed to you.',
  heading: 'Confirm your job alert',
};

/** The page's states, each with its own words: the link's alert waiting for the button, confirmed, or gone. */
const states = {
  pending: head,
  confirmed: {
    title: `Job alert confirmed | ${careersTitle}`,
    description: 'Your job alert at {site} is confirmed: new jobs matching your search will be emailed to you.',
    heading: 'Your job alert is confirmed',
  },
  lapsed: {
    title: `Link no longer works | ${careersTitle}`,
    description: `A confirmation link of a {site} job alert works for ${ALERT_CONFIRM_DAYS} days, until its alert is unsubscribed.`,
    heading: 'This link no longer works',
  },
} satisfies Record<AlertConfirmation['state'], ScreenHead>;

// A link of one person's email: for them, not for search engines. The head is the link's (meta
// sees no action's answer); the heading says what the button did.
export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [...metaOf(states[loaderData?.state ?? 'pending'], matches), { name: 'robots', content: 'noindex' }];
}
export const handle = { styles: [candidateStyles] };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');
const answer = (confirmation: AlertConfirmation) =>
  confirmation.state === 'lapsed' ? data(confirmation, { status: 410 }) : confirmation;

/**
 * The link of a job alert's confirmation email: opening it shows the alert's search
 * and a Confirm button, a form that posts to this same address (with or without JavaScript). A
 * GET confirms nothing: mail scanners and link previews fetch every link of an email, and an
 * alert is confirmed only by a person who read what it is. Forged, lapsed or unsubscribed, it
 * answers 410.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answer(await context.alerts.confirmation(tokenOf(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.alerts.confirm(tokenOf(request)));
}

const often: Record<AlertFrequency, string> = { daily: 'once a day', weekly: 'once a week' };

export default function AlertConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const link = loaderData;
  const confirmation = actionData ?? link;
  const navigation = useNavigation();
  return (
    <section className="candidate-page">
      <h1>{useSiteText(states[confirmation.state].heading)}</h1>
      {/* The search is shown here, to whoever opened the link, and never in the email (alert-messages.tsx). */}
      {confirmation.state === 'lapsed' ? (
        <p>{`A confirmation link works for ${ALERT_CONFIRM_DAYS} days, until its alert is unsubscribed. Ask for the alert again on the jobs page.`}</p>
      ) : (
        <p role={confirmation === link ? undefined : 'status'}>
          {confirmation.state === 'confirmed'
            ? `${confirmation.describedAs}: new ones will be emailed to you ${often[confirmation.frequency]}. Every email has a link to stop the alert.`
            : `${confirmation.describedAs}, emailed to you ${often[confirmation.frequency]} when there are new ones. Nothing is sent until you confirm.`}
        </p>
      )}
      {confirmation.state === 'pending' && (
        <Form method="post">
          <button type="submit" className="primary-button" disabled={navigation.state === 'submitting'}>
            Confirm
          </button>
        </Form>
      )}
      <p>
        <Link to={pathOf('jobListings')}>See the open jobs</Link>
      </p>
    </section>
  );
}
