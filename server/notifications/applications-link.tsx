import { pathOf } from '../../shared/route-paths';
import { EmailLink } from './email-document';

/**
 * Where an email sends the candidate to follow their application: the absolute address of My
 * applications on PUBLIC_URL. An email has no page to be relative to, and the server cannot know
 * the address visitors reach it by without PUBLIC_URL: then there is no link (and the server says
 * so at start, server/notifications/notifications.ts).
 */
export function applicationsUrl(publicUrl: string | undefined): string | undefined {
  return publicUrl ? `${publicUrl}${pathOf('applications')}` : undefined;
}

const invitation = 'Follow your application, and withdraw it if you wish, on My applications:';

/** The link's line in the plain-text part (none without an address). */
export const applicationsLinkText = (url: string | undefined): string[] => (url ? [invitation, url, ''] : []);

/** The link's paragraph in the HTML part (none without an address). */
export function ApplicationsLink({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <p>
      {invitation} <EmailLink href={url}>{url}</EmailLink>
    </p>
  );
}
