import { data, Form, Link, type MetaDescriptor, useNavigation } from 'react-router';
import { type UnsubscribeScope, unsubscribeScopes } from '../../shared/alerts/alert-pages';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaOf } from '../page-head';
import type { Route } from './+types/alert-unsubscribe-page';

export const head: ScreenHead = {
  title: `Stop a job alert | ${careersTitle}`,
  description: 'Stop a job alert of {site}, or every job alert to your address.',
  heading: 'Stop this job alert?',
};

/** The page's states, each with its own words. */
const states = {
  ask: head,
  stopped: {
    title: `Job alert stopped | ${careersTitle}`,
    description: 'A job alert of {site} is stopped.',
    heading: 'This job alert is stopped',
  },
  unsubscribed: {
    title: `Unsubscribed | ${careersTitle}`,
    description: 'You are unsubscribed from the job alerts of {site}.',
    heading: 'You are unsubscribed',
  },
  already: {
    title: `Job alert already stopped | ${careersTitle}`,
    description: 'This job alert of {site} was stopped already.',
    heading: 'This job alert is already stopped',
  },
  invalid: {
    title: `Link not valid | ${careersTitle}`,
    description: 'This is not the link of a {site} job alert email.',
    heading: 'This link is not valid',
  },
} satisfies Record<string, ScreenHead>;
type State = keyof typeof states;

// A link of one person's email: for them, not for search engines. The head is the link's (meta
// sees no action's answer); the heading says what the button did.
export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [...metaOf(states[loaderData?.state ?? 'ask'], matches), { name: 'robots', content: 'noindex' }];
}
export const handle = { styles: [candidateStyles] };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');
const invalid = () => data({ state: 'invalid' as State, describedAs: null }, { status: 400 });

/**
 * The unsubscribe link of every job alert digest. A GET never stops anything (link
 * scanners follow links): it names the alert and shows two buttons that post to this same
 * address, one to stop this alert, one to stop every alert of the address; a stopped alert's link
 * says so. A mail client's one-click POST (RFC 8058) is answered before the pages
 * (server/alerts/alerts-routes.ts); a browser's comes here, with or without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await context.alerts.unsubscribeLink(tokenOf(request));
  if (link.state !== 'active')
    return link.state === 'invalid' ? invalid() : { state: 'already' as State, describedAs: null };
  return { state: 'ask' as State, describedAs: link.describedAs };
}

export async function action({ request, context }: Route.ActionArgs) {
  const asked = (await request.formData()).get('scope');
  const scope: UnsubscribeScope = unsubscribeScopes.find((known) => known === asked) ?? 'alert';
  const outcome = await context.alerts.unsubscribe(tokenOf(request), scope);
  if (outcome === 'invalid') return invalid();
  if (outcome === 'already_stopped') return { state: 'already' as State };
  return { state: (scope === 'alert' ? 'stopped' : 'unsubscribed') as State };
}

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const link = loaderData;
  const state = actionData?.state ?? link.state;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section className="candidate-page">
      <h1>{useSiteText(states[state].heading)}</h1>
      {state === 'ask' && (
        <>
          <p>{`${link.describedAs}: no more of its emails will be sent. Your other job alerts, if any, go on.`}</p>
          <Form method="post" className="alert-unsubscribe-actions">
            {/* A browser's post carries RFC 8058's field too, as a mail client's does. */}
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" name="scope" value="alert" className="primary-button" disabled={busy}>
              Stop this alert
            </button>{' '}
            <button type="submit" name="scope" value="address" className="secondary-button" disabled={busy}>
              Stop all job alerts to my address
            </button>
          </Form>
        </>
      )}
      {state === 'stopped' && (
        <p role="status">No more emails of this job alert will be sent. Other job alerts of this address go on.</p>
      )}
      {state === 'unsubscribed' && (
        <p role="status">No more job alerts will be sent to this address. Only a hash of it is kept, to honour this.</p>
      )}
      {state === 'already' && (
        <p>
          No more of its emails will be sent. To stop another job alert, use the link at the end of one of its emails.
        </p>
      )}
      {state === 'invalid' && <p>Please use the link of a job alert email.</p>}
      <p>
        <Link to={pathOf('jobListings')}>See the open jobs</Link>
      </p>
    </section>
  );
}
