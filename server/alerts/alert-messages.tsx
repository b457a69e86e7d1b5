import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';
import { EmailDocument, html } from '../notifications/email-document';
import type { EmailMessage } from '../notifications/outbox-message';
import type { AlertFrequency } from './alert-search';

/** What every alert email needs: the site's name and its absolute links. */
export interface AlertMailSettings {
  siteName: string;
  /** PUBLIC_URL: an email has no page to be relative to (alerts are not sent without it). */
  publicUrl: string;
}

/**
 * The one email a subscription request sends (double opt-in): the link that confirms it. Nothing
 * else is sent to the address until it is opened; it is no list mail, so no List-Unsubscribe.
 * It goes to an address nobody has verified, so it says only what the site itself knows (its
 * name, the frequency chosen from two, the link): a search is text the requester typed, which
 * would make the site carry a stranger's words ("call this number") to anyone; the page the link
 * opens shows it.
 */
export function confirmationEmail(
  settings: AlertMailSettings,
  to: string,
  what: { frequency: AlertFrequency; confirmUrl: string; expiresInDays: number },
): EmailMessage {
  const subject = `Confirm your job alert from ${settings.siteName}`;
  const asked = `Someone, we hope you, asked for ${what.frequency} emails from ${settings.siteName} about new jobs matching a search of its job openings.`;
  const ignore = `If it was not you, ignore this email: nothing more will be sent, and the request lapses in ${what.expiresInDays} days.`;
  return {
    kind: 'email',
    to: [to],
    subject,
    text: [
      asked,
      '',
      'To start them, confirm here (the page it opens shows the search):',
      what.confirmUrl,
      '',
      ignore,
    ].join('\n'),
    html: html(
      <EmailDocument title={subject}>
        <p>{asked}</p>
        <p>
          <a href={what.confirmUrl}>Confirm my job alert</a> (the page it opens shows the search)
        </p>
        <p>{ignore}</p>
      </EmailDocument>,
    ),
  };
}

/** A job as a digest lists it. */
const place = (job: Job) => (job.remote ? `${job.location} (remote)` : job.location);

/**
 * A digest: the jobs matching the subscription's search first seen since its last one, each with
 * its title, place, type and link; with a one-click unsubscribe (RFC 8058: the headers, which a
 * mail client POSTs to, and the same URL as a visible link, which shows a button).
 */
export function digestEmail(
  settings: AlertMailSettings,
  to: string,
  what: { search: string; jobs: readonly Job[]; unsubscribeUrl: string },
): EmailMessage {
  const count = what.jobs.length;
  const subject = `${count} new job${count === 1 ? '' : 's'} matching ${what.search}`;
  const jobUrl = (job: Job) => `${settings.publicUrl}${jobPagePath(job)}`;
  const intro = `New at ${settings.siteName} since our last email:`;
  const stop = 'You get this email because you subscribed to job alerts. Unsubscribe:';
  return {
    kind: 'email',
    to: [to],
    subject,
    text: [
      intro,
      '',
      ...what.jobs.flatMap((job) => [job.title, `${place(job)} · ${job.type}`, jobUrl(job), '']),
      stop,
      what.unsubscribeUrl,
    ].join('\n'),
    html: html(
      <EmailDocument title={subject}>
        <p>{intro}</p>
        <ul>
          {what.jobs.map((job) => (
            <li key={job.id}>
              <a href={jobUrl(job)}>{job.title}</a>
              <br />
              {place(job)} · {job.type}
            </li>
          ))}
        </ul>
        <p>
          You get this email because you subscribed to job alerts. <a href={what.unsubscribeUrl}>Unsubscribe</a>
        </p>
      </EmailDocument>,
    ),
    headers: {
      'List-Unsubscribe': `<${what.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
