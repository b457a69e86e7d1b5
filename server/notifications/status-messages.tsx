import type { ReactNode } from 'react';
import { statusesThatEmail } from '../../shared/application/status';
import { ApplicationsLink, applicationsLinkText, applicationsUrl } from './applications-link';
import type { EmailBrand } from './email-brand';
import { EmailDocument, html } from './email-document';
import type { OutboxMessage } from './outbox-message';

/** An application a recruiter moved to a status the candidate is told of. */
export interface StatusChange {
  status: string;
  reference: string;
  job: { id: string; title: string };
  /**
   * `email`: the signed-in account's verified address (applications.account_email), as for the
   * confirmation, never the one typed in the contact step; '' while not known: no email.
   */
  candidate: { firstName: string; email: string };
}

type Told = (typeof statusesThatEmail)[number];

/** Each email's subject and paragraphs; the job title is in both. */
const texts: Record<Told, (title: string, brandName: string) => { subject: string; paragraphs: ReactNode[] }> = {
  interview: (title) => ({
    subject: `Invitation to interview: ${title}`,
    paragraphs: [
      <>
        Good news: we would like to invite you to an interview for <strong>{title}</strong>.
      </>,
      'A member of our hiring team will contact you shortly to find a time that suits you.',
    ],
  }),
  offer: (title) => ({
    subject: `An offer for you: ${title}`,
    paragraphs: [
      <>
        We are delighted to tell you that we would like to offer you the position of <strong>{title}</strong>.
      </>,
      'A member of our hiring team will be in touch with the details of the offer.',
    ],
  }),
  rejected: (title, brandName) => ({
    subject: `Your application: ${title}`,
    paragraphs: [
      <>
        Thank you for your interest in <strong>{title}</strong> and for the time you gave your application.
      </>,
      `After careful consideration, we have decided not to move forward with it. We wish you every success, and you are welcome to apply to ${brandName} again.`,
    ],
  }),
};

/** The plain text of a paragraph written as React (strings and <strong> only). */
function plain(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plain).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return plain((node.props as { children?: ReactNode }).children);
  }
  return '';
}

const isTold = (status: string): status is Told => (statusesThatEmail as readonly string[]).includes(status);

/**
 * What a status change sends the candidate: an email for an interview, an offer or a decision
 * not to go on (never for the pipeline's internal steps), with the job title and reference.
 * Never a recruiter's note. With PUBLIC_URL, a link to the candidate's applications. Signed and
 * coloured with `brand` as it is now, when the email is written.
 */
export function statusChangeMessages(change: StatusChange, brand: EmailBrand, publicUrl?: string): OutboxMessage[] {
  if (!isTold(change.status) || change.candidate.email === '') return [];
  const link = applicationsUrl(publicUrl);
  const { subject, paragraphs } = texts[change.status](change.job.title, brand.name);
  const reference = `Your reference is ${change.reference}.`;
  const greeting = `Dear ${change.candidate.firstName},`;
  const signature = `The ${brand.name} hiring team`;
  return [
    {
      kind: 'email',
      topic: 'status',
      to: [change.candidate.email],
      subject,
      text: [greeting, '', ...paragraphs.map(plain), reference, '', ...applicationsLinkText(link), signature].join(
        '\n',
      ),
      html: html(
        <EmailDocument title={subject} brand={brand}>
          <p>{greeting}</p>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p>
            Your reference is <strong>{change.reference}</strong>.
          </p>
          <ApplicationsLink url={link} />
          <p>{signature}</p>
        </EmailDocument>,
      ),
    },
  ];
}
