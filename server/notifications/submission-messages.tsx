import type { DeliveryAts } from '../../shared/api/recruiter';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/time-zone-dates';
import { ApplicationsLink, applicationsLinkText, applicationsUrl } from './applications-link';
import type { EmailBrand } from './email-brand';
import { EmailDocument, html } from './email-document';
import type { OutboxMessage } from './outbox-message';
import { confirmsToCandidate } from '../ats-delivery/ats-target';

export interface Submission {
  id: string;
  reference: string;
  submittedAt: number;
  job: { id: string; title: string; location: string };
  /** `email` is the contact step's, for the hiring team; `accountEmail` the account's verified address, or null. */
  candidate: { firstName: string; lastName: string; email: string; accountEmail: string | null };
}

export interface SubmissionRecipients {
  /** The brand as it is when the application is submitted: the emails are written now. */
  brand: EmailBrand;
  /** The company's time zone (TIMEZONE), the emails' days and times are its own, as on the site's pages. */
  timeZone: string;
  /** The hiring team's addresses (NOTIFY_EMAILS); none: no team email. */
  notifyEmails: string[];
  /** Whether a webhook is configured (WEBHOOK_URL). */
  webhook: boolean;
  /** PUBLIC_URL, for the link to the candidate's applications; unset: no link. */
  publicUrl?: string;
  /** The ATS the jobs' applications are delivered into (server/ats-delivery/ats-target.ts); null or unset: none. */
  ats?: { ats: DeliveryAts; board: string } | null;
}

/**
 * The candidate's confirmation, to the signed-in account's verified address: the contact step's
 * address is whatever was typed there, and mailing it would let anyone make the site email anyone.
 */
function candidateConfirmation(
  submission: Submission,
  to: string,
  { brand, timeZone, publicUrl }: SubmissionRecipients,
): OutboxMessage {
  const { candidate, job, reference } = submission;
  const link = applicationsUrl(publicUrl);
  // The day as the candidate's pages write it ("You applied on ..."), in the company's time zone.
  const submittedOn = formatDay(new Date(submission.submittedAt).toISOString(), timeZone);
  const subject = `We received your application: ${job.title}`;
  const lines = [
    `Dear ${candidate.firstName},`,
    '',
    `Thank you for applying to ${brand.name} for ${job.title} (${job.location}).`,
    `We received your application on ${submittedOn}. Your reference is ${reference}.`,
    '',
    'We will email you about the next steps. Please quote your reference if you write to us.',
    '',
    ...applicationsLinkText(link),
    `The ${brand.name} hiring team`,
  ];
  return {
    kind: 'email',
    to: [to],
    subject,
    text: lines.join('\n'),
    html: html(
      <EmailDocument title={subject} brand={brand}>
        <p>Dear {candidate.firstName},</p>
        <p>
          Thank you for applying to {brand.name} for <strong>{job.title}</strong> ({job.location}).
        </p>
        <p>
          We received your application on {submittedOn}. Your reference is <strong>{reference}</strong>.
        </p>
        <p>We will email you about the next steps. Please quote your reference if you write to us.</p>
        <ApplicationsLink url={link} />
        <p>The {brand.name} hiring team</p>
      </EmailDocument>,
    ),
  };
}

function teamNotification(
  submission: Submission,
  { brand, notifyEmails, timeZone }: SubmissionRecipients,
): OutboxMessage {
  const { candidate, job, reference } = submission;
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const subject = `New application: ${job.title} (${reference})`;
  const facts: [string, string][] = [
    ['Job', `${job.title}, ${job.location} (${job.id})`],
    ['Candidate', `${name} <${candidate.email}>`],
    ['Reference', reference],
    // The moment as the recruiters' pages and CSV export write it, with the zone's name.
    ['Submitted', `${formatDateTime(new Date(submission.submittedAt).toISOString(), timeZone)} ${timeZone}`],
  ];
  const arrived = `A new application arrived on the ${brand.name} careers site.`;
  return {
    kind: 'email',
    to: notifyEmails,
    subject,
    text: [arrived, '', ...facts.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: html(
      <EmailDocument title={subject} brand={brand}>
        <p>{arrived}</p>
        <table>
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ textAlign: 'left', paddingRight: '1rem' }}>
                  {label}
                </th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </EmailDocument>,
    ),
  };
}

/**
 * What a submission sends: a confirmation to the candidate's account, a notice to the hiring team, a
 * webhook and the application's delivery into the company's ATS, each as configured. The webhook carries ids, not answers: a receiver that needs more
 * asks for it. No message carries equal-opportunity or military answers.
 */
export function submissionMessages(submission: Submission, recipients: SubmissionRecipients): OutboxMessage[] {
  const { accountEmail } = submission.candidate;
  // An account without a verified address (not Google's) gets no confirmation: nobody to send it to
  // safely. Nor does an application to an ATS that confirms it to the candidate itself (Recruitee).
  const atsConfirms = recipients.ats ? confirmsToCandidate.has(recipients.ats.ats) : false;
  const messages = accountEmail && !atsConfirms ? [candidateConfirmation(submission, accountEmail, recipients)] : [];
  if (recipients.notifyEmails.length > 0) messages.push(teamNotification(submission, recipients));
  if (recipients.webhook) {
    messages.push({
      kind: 'webhook',
      event: 'application.submitted',
      data: {
        applicationId: submission.id,
        reference: submission.reference,
        jobId: submission.job.id,
        submittedAt: new Date(submission.submittedAt).toISOString(),
      },
    });
  }
  // The application itself goes to the ATS its job came from; its row in the outbox is the
  // delivery's record (pending, delivered, failed, stopped) that the recruiter's pages show.
  if (recipients.ats) {
    messages.push({ kind: 'ats', ...recipients.ats, jobId: submission.job.id, applicationId: submission.id });
  }
  return messages;
}
