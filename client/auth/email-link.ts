import type { FirebaseWebConfig } from '../../shared/session-user';

/**
 * The address a sign-in link was asked for, kept in this browser until the link is opened
 * (Firebase's rule: opened elsewhere, the page asks for the address again).
 */
const ADDRESS_KEY = 'careers.signInLinkEmail';

export const linkAddress = {
  remember: (email: string) => localStorage.setItem(ADDRESS_KEY, email),
  recall: () => localStorage.getItem(ADDRESS_KEY),
  forget: () => localStorage.removeItem(ADDRESS_KEY),
};

/** Asks the server to email a one-time sign-in link to `email`, coming back to `returnTo`. */
export async function sendSignInLink(email: string, returnTo: string | null): Promise<void> {
  const { sendJson } = await import('../api-client');
  await sendJson('POST', '/api/sign-in-link', { email, ...(returnTo ? { returnTo } : {}) });
  linkAddress.remember(email);
}

/** Whether this server signs in by emailed links. */
export const sendsSignInLinks = (signIn: FirebaseWebConfig | null): signIn is FirebaseWebConfig =>
  Boolean(signIn?.emailLink);

/** Whether the page's address is an emailed sign-in link's (Firebase's parameters). */
export function isLinkAddress(search: URLSearchParams): boolean {
  return search.get('mode') === 'signIn' && Boolean(search.get('oobCode'));
}
