import { data, Form, Link, type MetaDescriptor, useActionData, useLoaderData, useNavigation } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaOf } from '../page-head';
import type { Route } from './+types/alert-unsubscribe-page';

export const head: ScreenHead = {
  title: `Unsubscribe from job alerts | ${careersTitle}`,
  description: 'Stop the job alerts of {site} to your address.',
  heading: 'Unsubscribe from job alerts',
};

/** The page's three states, each with its own words. */
const states = {
  ask: head,
  done: {
    title: `Unsubscribed | ${careersTitle}`,
    description: 'You are unsubscribed from the job alerts of {site}.',
    heading: 'You are unsubscribed',
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

/**
 * The unsubscribe link of every job alert email (issue 29). A GET never unsubscribes (link
 * scanners follow links): it shows a button that posts to this same address. A mail client's
 * one-click POST (RFC 8058) is answered before the pages (server/alerts/alerts-routes.ts); a
 * browser's comes here, with or without JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.alerts.isUnsubscribeToken(tokenOf(request))) return { state: 'ask' as State };
  return data({ state: 'invalid' as State }, { status: 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  if ((await context.alerts.unsubscribe(tokenOf(request))) === 'unsubscribed') return { state: 'done' as State };
  return data({ state: 'invalid' as State }, { status: 400 });
}

export default function AlertUnsubscribePage() {
  const asked = useLoaderData<typeof loader>().state;
  const state = useActionData<typeof action>()?.state ?? asked;
  const navigation = useNavigation();
  return (
    <section className="candidate-page">
      <h1>{useSiteText(states[state].heading)}</h1>
      {state === 'ask' && (
        <>
          <p>Every job alert of this address stops: no more will be sent to it.</p>
          <Form method="post">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="primary-button" disabled={navigation.state === 'submitting'}>
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      {state === 'done' && (
        <p role="status">No more job alerts will be sent to this address. Only a hash of it is kept, to honour this.</p>
      )}
      {state === 'invalid' && <p>Please use the link of a job alert email.</p>}
      <p>
        <Link to={pathOf('jobListings')}>See the open jobs</Link>
      </p>
    </section>
  );
}
