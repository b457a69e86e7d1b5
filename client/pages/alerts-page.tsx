import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  ALERT_CONFIRM_DAYS,
  type AlertFrequency,
  type AlertSearch,
  type AlertView,
} from '../../shared/alerts/alert-pages';
import { alertFrequencies } from '../../shared/api/alerts-enums';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import { signInPathBackTo } from '../auth/return-to';
import { DayOf } from '../candidate/day-of';
import { signedInUser } from '../candidate/signed-in';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/alerts-page';

export const head: ScreenHead = {
  title: `Job alerts | ${careersTitle}`,
  description: 'Your job alerts at {site}: how often each is emailed, pause, resume or delete them.',
  heading: 'Job alerts',
};

export const meta = metaFor(head);
export const handle = { styles: [candidateStyles] };

const frequencyLabels: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** What the page's forms did, said after the redirect back (`?done=…&alert=<id>`). */
const doneWords = {
  paused: 'is paused: no emails until you resume it.',
  resumed: 'is on again.',
  frequency: 'now comes',
  deleted: 'Your job alert was deleted.',
} as const;
type Done = keyof typeof doneWords;
const isDone = (value: string | null): value is Done => value !== null && Object.hasOwn(doneWords, value);

type AlertsData =
  | { kind: 'signed-out'; signIn: string }
  | { kind: 'signed-in'; alerts: AlertView[]; done: { what: Done; alert: string | null } | null };

export async function loader({ request, context }: Route.LoaderArgs): Promise<AlertsData> {
  const path = pathOf('alerts');
  // A visitor is told to sign in rather than sent there: alerts made with an email address only
  // are managed from their emails' links, and this page says so.
  if (!context.user) return { kind: 'signed-out', signIn: signInPathBackTo(path) };
  const query = new URL(request.url).searchParams;
  const done = query.get('done');
  return {
    kind: 'signed-in',
    alerts: await context.alerts.list(),
    done: isDone(done) ? { what: done, alert: query.get('alert') } : null,
  };
}

type AlertsProblem = { problem: string };
const problem = (words: string, status: number) => data<AlertsProblem>({ problem: words }, { status });
const backWith = (done: Done, id: string) =>
  redirect(`${pathOf('alerts')}?${new URLSearchParams(done === 'deleted' ? { done } : { done, alert: id })}`, 303);

/** The change a button asks for: its `intent`, and for "Change" the chosen frequency. */
function changeOf(intent: FormDataEntryValue | null, form: FormData): [Done, object] | null {
  if (intent === 'pause') return ['paused', { paused: true }];
  if (intent === 'resume') return ['resumed', { paused: false }];
  if (intent === 'frequency') return ['frequency', { frequency: form.get('frequency') }];
  return null;
}

/**
 * Each alert's forms post here (with JavaScript or without): pause, resume, change how often, or
 * delete. Done, it redirects back (303), and the page says what was done; the checks are those of
 * `PATCH`/`DELETE /api/me/alerts/:id`, in the one service behind both (server/alerts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  signedInUser(context, request);
  // A body that is not a form reads as an empty one: refused below as not this page's form.
  const form = await request.formData().catch(() => new FormData());
  const id = String(form.get('alertId') ?? '');
  const intent = form.get('intent');
  if (intent === 'delete') {
    if (!(await context.alerts.remove(id))) return problem('You have no job alert with this id.', 404);
    throw backWith('deleted', id);
  }
  const change = changeOf(intent, form);
  if (!change) return problem('This form is not one of the job alerts page’s.', 400);
  const changed = await context.alerts.change(id, change[1]);
  if (!changed.ok) {
    return changed.reason === 'invalid'
      ? problem(changed.message, 400)
      : problem('You have no job alert with this id.', 404);
  }
  throw backWith(change[0], id);
}

/** What was just done, in words; the alert's own words where it is still there. */
function doneMessage(done: NonNullable<Extract<AlertsData, { kind: 'signed-in' }>['done']>, alerts: AlertView[]) {
  if (done.what === 'deleted') return doneWords.deleted;
  const alert = alerts.find((candidate) => candidate.id === done.alert);
  if (!alert) return null;
  const words = done.what === 'frequency' ? `${doneWords.frequency} ${alert.frequency}.` : doneWords[done.what];
  // "Your job alert for jobs matching “nurse” is paused: ..." (describedAs is a heading: "Jobs matching ...").
  return `Your job alert for ${alert.describedAs.charAt(0).toLowerCase()}${alert.describedAs.slice(1)} ${words}`;
}

/** The search's jobs on /joblistings, as the alert matches them. */
function jobsOf(search: AlertSearch): string {
  const query = new URLSearchParams(Object.entries(search).filter(([, value]) => typeof value === 'string'));
  const text = query.toString();
  return text ? `${pathOf('jobListings')}?${text}` : pathOf('jobListings');
}

function AlertCard({ alert }: { alert: AlertView }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('alertId') === alert.id;
  const titleId = `alert-${alert.id}`;
  const idField = <input type="hidden" name="alertId" value={alert.id} />;
  // The page itself, without the message of the last change (`?done=`), which a form would keep.
  const pageAction = pathOf('alerts');
  return (
    <li>
      <article className="candidate-card alert-card" aria-labelledby={titleId}>
        <h2 id={titleId}>{alert.describedAs}</h2>
        <p className="alert-badges">
          {alert.confirmed ? (
            <span className="status-badge status-confirmed">Confirmed</span>
          ) : (
            <span className="status-badge status-unconfirmed">Waiting for confirmation</span>
          )}
          {alert.paused && <span className="status-badge status-paused">Paused</span>}
        </p>
        <dl className="candidate-facts">
          <div>
            <dt>How often</dt>
            <dd>{frequencyLabels[alert.frequency]}</dd>
          </div>
          <div>
            <dt>Sent to</dt>
            <dd>{alert.email}</dd>
          </div>
          <div>
            <dt>Last email of new jobs</dt>
            <dd>{alert.lastDigestAt ? <DayOf iso={alert.lastDigestAt} /> : 'None yet'}</dd>
          </div>
        </dl>
        {!alert.confirmed && (
          <p className="status-note">
            {`Nothing is sent until you open the link in the email that asks you to confirm it. Unconfirmed alerts lapse after ${ALERT_CONFIRM_DAYS} days.`}
          </p>
        )}
        {alert.paused && <p className="status-note">No emails are sent while it is paused.</p>}
        <p>
          <Link to={jobsOf(alert.search)}>See the jobs of this search</Link>
        </p>
        <div className="alert-actions">
          {/* Keyed by the frequency, so that the list shows the saved one after a change. */}
          <Form method="post" action={pageAction} className="alert-frequency" key={alert.frequency} preventScrollReset>
            {idField}
            <label>
              How often
              <select name="frequency" defaultValue={alert.frequency} aria-describedby={titleId}>
                {alertFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {frequencyLabels[frequency]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              name="intent"
              value="frequency"
              className="secondary-button"
              disabled={busy}
              aria-describedby={titleId}
            >
              Change
            </button>
          </Form>
          <Form method="post" action={pageAction} preventScrollReset>
            {idField}
            <button
              type="submit"
              name="intent"
              value={alert.paused ? 'resume' : 'pause'}
              className="secondary-button"
              disabled={busy}
              aria-describedby={titleId}
            >
              {alert.paused ? 'Resume' : 'Pause'}
            </button>
          </Form>
          <Form method="post" action={pageAction} preventScrollReset>
            {idField}
            <button
              type="submit"
              name="intent"
              value="delete"
              className="secondary-button danger"
              disabled={busy}
              aria-describedby={titleId}
            >
              Delete
            </button>
          </Form>
        </div>
      </article>
    </li>
  );
}

function SignedOut({ signIn }: { signIn: string }) {
  return (
    <>
      <p>Sign in to see your job alerts, change how often they come, pause or delete them.</p>
      <p>
        <Link className="primary-button" to={signIn}>
          Sign in
        </Link>
      </p>
      <p className="status-note">
        Asked for an alert with your email address only? Every alert email has a link to unsubscribe from it.
      </p>
    </>
  );
}

/** The signed-in candidate's job alerts, each with its forms; a visitor is asked to sign in. */
export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const refused = actionData?.problem;
  const heading = useSiteText(head.heading);
  if (page.kind === 'signed-out') {
    return (
      <section className="candidate-page">
        <h1>{heading}</h1>
        <SignedOut signIn={page.signIn} />
      </section>
    );
  }
  const { alerts, done } = page;
  return (
    <section className="candidate-page">
      <h1>{heading}</h1>
      <div role="status" className="candidate-message">
        {done && doneMessage(done, alerts)}
      </div>
      <div role="alert" className="form-problem">
        {refused}
      </div>
      {alerts.length > 0 ? (
        <ul className="candidate-list">
          {alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} />
          ))}
        </ul>
      ) : (
        <p>You have no job alerts.</p>
      )}
      <p className="candidate-more">
        A new alert: search on <Link to={pathOf('jobListings')}>the job openings</Link> and choose “Email me jobs like
        these”.
      </p>
    </section>
  );
}
