import type { EmailBrand } from '../notifications/email-brand';
import { EmailButton, EmailDocument, html } from '../notifications/email-document';
import type { EmailMessage } from '../notifications/outbox-message';

/**
 * The email with a sign-in link. It goes to an address nobody has verified yet, so it carries
 * nothing the requester typed but that address: the site's name, the link, and what to do if the
 * request was not theirs. Its topic lets the outbox delete it an hour after it was written.
 */
export function signInLinkEmail(brand: EmailBrand, to: string, link: string): EmailMessage {
  const subject = `Your link to sign in to ${brand.name} Careers`;
  const asked = `Someone, we hope you, asked to sign in to ${brand.name} Careers as ${to}.`;
  const once = 'The link works once. Open it in the browser where you asked for it to go on with your application.';
  const ignore = 'If it was not you, ignore this email: nobody can sign in without the link.';
  return {
    kind: 'email',
    to: [to],
    subject,
    topic: 'sign-in',
    text: [asked, '', 'Sign in here:', link, '', once, '', ignore].join('\n'),
    html: html(
      <EmailDocument title={subject} brand={brand}>
        <p>{asked}</p>
        <p>
          <EmailButton href={link}>Sign in to {brand.name} Careers</EmailButton>
        </p>
        <p>{once}</p>
        <p>{ignore}</p>
      </EmailDocument>,
    ),
  };
}
