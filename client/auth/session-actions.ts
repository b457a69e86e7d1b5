import type { SessionUser } from '../../shared/session-user';

const apiClient = () => import('../api-client');

/** Turns a verified Firebase ID token into a server session. */
export async function startSession(idToken: string): Promise<SessionUser> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ user: SessionUser }>('POST', '/api/session', { idToken })).user;
}
