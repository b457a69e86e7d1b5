import type { z } from 'zod';
import type { sessionResponseSchema } from '../../shared/api/session';

const apiClient = () => import('../api-client');

/**
 * Turns a verified Firebase ID token into a server session; `draft`: a sign-in link's hand-over of
 * the draft it was asked for with (server/auth/draft-hand-over.ts).
 */
export async function startSession(
  idToken: string,
  draft?: string | null,
): Promise<z.infer<typeof sessionResponseSchema>> {
  const { sendJson } = await apiClient();
  return sendJson<z.infer<typeof sessionResponseSchema>>('POST', '/api/session', {
    idToken,
    ...(draft ? { draft } : {}),
  });
}
