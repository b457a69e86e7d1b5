import { data, Link, type MetaDescriptor, useLoaderData } from 'react-router';
import { ALERT_CONFIRM_DAYS } from '../../shared/alerts/alert-pages';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaOf } from '../page-head';
import type { Route } from './+types/alert-confirm-page';

export const head: ScreenHead = {
  title: `Job alert confirmed | ${careersTitle}`,
  description: 'Your job alert at {site} is confirmed: new jobs matching your search will be emailed to you.',
  heading: 'Your job alert is confirmed',
};

/** What an expired, forged or unsubscribed link's page says. */
const lapsed: ScreenHead = {
  title: `Link no longer works | ${careersTitle}`,
  description: `A confirmation link of a {site} job alert works for ${ALERT_CONFIRM_DAYS} days, until its alert is unsubscribed.`,
  heading: 'This link no longer works',
};

// A link of one person's email: for them, not for search engines.
export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [...metaOf(loaderData?.confirmed === false ? lapsed : head, matches), { name: 'robots', content: 'noindex' }];
}
export const handle = { styles: [candidateStyles] };

/**
 * The link of a job alert's confirmation email (issue 29): opening it confirms the alert (double
 * opt-in), as every confirmation link does; forged, lapsed or unsubscribed, it answers 410.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const confirmation = await context.alerts.confirm(token);
  return confirmation.confirmed ? confirmation : data(confirmation, { status: 410 });
}

export default function AlertConfirmPage() {
  const confirmation = useLoaderData<typeof loader>();
  const words = confirmation.confirmed ? head : lapsed;
  return (
    <section className="candidate-page">
      <h1>{useSiteText(words.heading)}</h1>
      {/* The search is shown here, to whoever opened the link, and never in the email (alert-messages.tsx). */}
      <p>
        {confirmation.confirmed
          ? `New jobs matching ${confirmation.describedAs} will be emailed to you ${confirmation.frequency}. Every email has a link to unsubscribe.`
          : `A confirmation link works for ${ALERT_CONFIRM_DAYS} days, until its alert is unsubscribed. Ask for the alert again on the jobs page.`}
      </p>
      <p>
        <Link to={pathOf('jobListings')}>See the open jobs</Link>
      </p>
    </section>
  );
}
