import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';
import type { EmailBrand } from '../notifications/email-brand';
import { EmailButton, EmailDocument, EmailLink, html } from '../notifications/email-document';
import type { EmailMessage } from '../notifications/outbox-message';
import { type AlertFrequency, type AlertSearch, newJobsMatching } from './alert-search';

/** What every alert email needs: the brand (as it is when the email is written) and the site's absolute links. */
export interface AlertMailSettings {
  brand: EmailBrand;
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
  const subject = `Confirm your job alert from ${settings.brand.name}`;
  const asked = `Someone, we hope you, asked for ${what.frequency} emails from ${settings.brand.name} about new jobs matching a search of its job openings.`;
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
      <EmailDocument title={subject} brand={settings.brand}>
        <p>{asked}</p>
        <p>
          <EmailButton href={what.confirmUrl}>Confirm my job alert</EmailButton> (the page it opens shows the search)
        </p>
        <p>{ignore}</p>
      </EmailDocument>,
    ),
  };
}

/**
 * Where a job is, as a digest lists it: its location, and "remote" when the location does not say
 * so already ("Remote (India)" stays as it is, not "Remote (India) (remote)").
 */
export const placeOf = (job: Job) =>
  job.remote && !/\bremote\b/i.test(job.location) ? `${job.location}, remote` : job.location;

/**
 * A digest: the jobs matching the subscription's search first seen since its last one, each with
 * its title, place, type and link; with a one-click unsubscribe of this alert (RFC 8058 is per
 * list: the headers, which a mail client POSTs to, and the same URL as a visible link, whose page
 * stops this alert or every alert of the address).
 */
export function digestEmail(
  settings: AlertMailSettings,
  to: string,
  what: { search: AlertSearch; jobs: readonly Job[]; unsubscribeUrl: string },
): EmailMessage {
  const subject = newJobsMatching(what.jobs.length, what.search);
  const jobUrl = (job: Job) => `${settings.publicUrl}${jobPagePath(job)}`;
  const intro = `New at ${settings.brand.name} since our last email:`;
  const stop = 'You get this email because you subscribed to this job alert. To stop it:';
  return {
    kind: 'email',
    to: [to],
    subject,
    text: [
      intro,
      '',
      ...what.jobs.flatMap((job) => [job.title, `${placeOf(job)} · ${job.type}`, jobUrl(job), '']),
      stop,
      what.unsubscribeUrl,
    ].join('\n'),
    html: html(
      <EmailDocument title={subject} brand={settings.brand}>
        <p>{intro}</p>
        <ul>
          {what.jobs.map((job) => (
            <li key={job.id}>
              <EmailLink href={jobUrl(job)}>{job.title}</EmailLink>
              <br />
              {placeOf(job)} · {job.type}
            </li>
          ))}
        </ul>
        <p>
          You get this email because you subscribed to this job alert.{' '}
          <EmailLink href={what.unsubscribeUrl}>Stop this job alert</EmailLink>
        </p>
      </EmailDocument>,
    ),
    headers: {
      'List-Unsubscribe': `<${what.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
