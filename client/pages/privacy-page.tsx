import { Link } from 'react-router';
import { durationText, type PrivacyFacts } from '../../shared/privacy';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/privacy-page';

export const head: ScreenHead = {
  title: `Privacy Notice | ${careersTitle}`,
  description: 'What {site} Careers stores about candidates, why, for how long, and how to download or erase it.',
  heading: 'Privacy Notice',
};

export const meta = metaFor(head);
export const handle = { styles: [candidateStyles] };

/** The configured values the notice states: the same for every visitor, so the page is cached. */
export function loader({ context }: Route.LoaderArgs): PrivacyFacts {
  return context.candidate.privacy;
}

/**
 * What the site stores about candidates, why, for how long and how to take it back, written
 * from this server's configuration (APPLICATION_RETENTION_DAYS, SESSION_MAX_AGE_MS, SMTP_URL,
 * NOTIFY_EMAILS, WEBHOOK_URL) so that it never states another release's or server's values.
 */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const facts = loaderData;
  const site = useSiteText('{site}');
  const retention = durationText(facts.retentionDays * 86_400_000);
  const session = durationText(facts.sessionMaxAgeMs);
  // True to where this server counts: replicas share their counts on Postgres or Redis (docs/operations.md).
  const countedWhere = {
    database:
      'in the database our servers share, as keyed hashes (never the address itself), deleted when the count ends',
    redis: 'in a store our servers share, as keyed hashes (never the address itself), deleted when the count ends',
    memory: 'in its memory only',
  }[facts.limitsCounted];
  return (
    <article className="candidate-page privacy-notice">
      <h1>{useSiteText(head.heading)}</h1>
      <p className="page-lead">
        This notice covers the {site} careers site: what we store when you sign in and apply, why, for how long, and how
        you can download or erase it yourself.
      </p>

      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we store, and why</h2>
        <dl className="privacy-list">
          <dt>Your Google account</dt>
          <dd>
            When you sign in with Google: your name, email address, photo and Google account id, to know it is you and
            to keep your application yours. Nothing else of your Google account is shared with us.
          </dd>
          <dt>A sign-in link by email</dt>
          <dd>
            When you sign in with your email address instead: the address, in an account of ours at Firebase
            (Google&apos;s sign-in service) that holds nothing else, made when you first open a link. The email with the
            link is kept on our server for an hour, then deleted, sent or not. To limit the links sent, our server
            counts the requests from your internet address for an hour and the links to your mailbox for a day,{' '}
            {countedWhere}. Your browser keeps the address you typed (in its local storage) until the link signs you in
            there, so that it need not ask for it again; clearing the site's data in your browser removes it.
          </dd>
          <dt>Two cookies</dt>
          <dd>
            One cookie (<code>careers.sid</code>) keeps you signed in and keeps your application in progress. It holds
            no data itself, only the key to your session on our server. When you came by a link that names where it was
            shared (such as <code>?utm_source=linkedin</code> or a referral), a second cookie,{' '}
            <code>careers.source</code>, keeps that name for 30 days, and it is stored with your application so the
            hiring team knows where candidates find us. We set no tracking or advertising cookies.
          </dd>
          <dt>Your application</dt>
          <dd>
            The answers of each step (contact details, general questions, education, work eligibility), your resume (a
            PDF), and when each was saved: to consider you for the job. The hiring team reads them. When you apply for
            another job, the contact details, general questions and education of your last application are filled in for
            you to check, and you may send its resume again (a copy of it is kept with the new application).
          </dd>
          <dt>Voluntary self-identification</dt>
          <dd>
            Your equal-opportunity and military status answers, if you give them: the hiring team never sees them with
            your application, only counts of at least five applications, to check that we treat everyone fairly.
          </dd>
          <dt>Where your application stands</dt>
          <dd>
            Its status (received, in review, interview, offer, not selected, withdrawn) and when it changed, which you
            see on <Link to={pathOf('applications')}>My applications</Link>. The hiring team&apos;s private notes stay
            with them.
          </dd>
          <dt>Emails to you</dt>
          <dd>
            {/* True to SMTP_URL: without it, every email is written as a file on the server and never sent. */}
            {facts.sendsEmail
              ? 'We email you a confirmation when you apply. When the hiring team moves your application to interview, offer or not selected, they read the email first and choose whether to send it. We keep each email with your application.'
              : 'This site sends no email: the emails about your application (the confirmation, and any the hiring team chooses to write about a move) are written as files on our server, not sent. Your application and its status are shown on My applications.'}
            {facts.notifiesTeam &&
              (facts.sendsEmail
                ? ' The hiring team is emailed of each new application, with its reference.'
                : ' A notice of each new application, with its reference, is written for the hiring team the same way, not sent.')}
            {facts.notifiesWebhook &&
              ' Our own recruiting system is told of each new application by its id and reference, without your answers.'}
          </dd>
          <dt>Job alerts</dt>
          <dd>
            If you ask to hear of new jobs like a search: your email address, the search and how often (daily or
            weekly). Nothing is sent but one confirmation until you confirm on the page its link opens (signed in with
            your verified address, none is needed), and an alert not confirmed within{' '}
            {durationText(facts.alertConfirmDays * 86_400_000)} is deleted. Every alert email has a link that stops its
            alert at once, and offers to stop all your alerts; if you stop them all, we keep only a one-way hash of your
            address, so that it gets no alert again unless you subscribe anew.
          </dd>
          <dt>Before you sign in</dt>
          <dd>
            If you start an application before signing in, its answers are kept under your session; if you upload a
            resume, we keep a keyed hash of your internet address (never the address itself) to limit uploads by people
            who are not signed in. To limit how many applications are started from one network without signing in, our
            server counts them by internet address for a day, {countedWhere}. What you type in a step before pressing
            Continue is kept only in your browser&apos;s tab, so that a reload does not lose it, until you continue or
            sign out.
          </dd>
        </dl>
      </section>

      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">For how long</h2>
        <ul>
          <li>
            Applications, with their resumes, answers, status history and emails:{' '}
            <strong>{retention} after you submit</strong>, then they are deleted. So are resumes of an application in
            progress {retention} after you upload them.
          </li>
          <li>
            Your session: <strong>{session}</strong> after your last visit; signing out ends it at once.
          </li>
          <li>
            An application started without signing in, and its session:{' '}
            <strong>{durationText(facts.anonymousMaxAgeMs)} after you started it</strong>, then they are deleted (sign
            in to keep it longer).
          </li>
          <li>Job alerts: until you unsubscribe, delete them or erase your data.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Download or erase your data</h2>
        <p>
          Signed in, on your <Link to={pathOf('profile')}>profile</Link> you can, at any time and at once:
        </p>
        <ul>
          <li>
            <strong>download</strong> everything we hold about you as one file, and your resumes;
          </li>
          <li>
            <strong>delete</strong> it: your answers, resumes, emails, job alerts and your account here are erased; the
            hiring team keeps only each application&apos;s reference and job, marked as erased at your request, until
            the {retention} are over;
          </li>
          <li>
            <strong>sign out on every device</strong>;
          </li>
        </ul>
        <p>
          and on <Link to={pathOf('applications')}>My applications</Link> you can withdraw an application.
        </p>
        <p>
          {/* True to the database this server runs on (docs/api.md, "Erasure on disk"). */}
          {facts.database === 'postgres'
            ? 'What you delete, or what is deleted when its time is over, is gone from the site at once; our database overwrites its space on disk in its routine maintenance, usually within hours.'
            : 'What you delete, or what is deleted when its time is over, is gone from the site at once, and overwritten on our disk.'}{' '}
          Copies in our backups are deleted when those backups expire.
        </p>
      </section>
    </article>
  );
}
