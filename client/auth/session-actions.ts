import type { FirebaseWebConfig, SessionUser } from '../../shared/session-user';

const apiClient = () => import('../api-client');

/** Turns a verified Firebase ID token into a server session. */
export async function startSession(idToken: string): Promise<SessionUser> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ user: SessionUser }>('POST', '/api/session', { idToken })).user;
}

/**
 * Signs the browser out of Firebase too, beside a form's post that ends the server session (which
 * is what counts): best effort, nothing to wait for.
 */
export function signOutOfFirebaseQuietly(signIn: FirebaseWebConfig | null): void {
  if (signIn) void import('./firebase-auth').then((auth) => auth.signOutOfFirebase(signIn)).catch(() => {});
}
