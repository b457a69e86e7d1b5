import type { z } from 'zod';
import type { sessionResponseSchema } from '../../shared/api/session';

const apiClient = () => import('../api-client');

/** What an emailed sign-in link's address carries besides Firebase's code (server/auth/sign-in-link-routes.ts). */
export interface LinkParams {
  /** The hand-over of the draft it was asked for with (server/auth/draft-hand-over.ts). */
  draft: string | null;
  /** Which browser asked for it (server/auth/link-asker.ts). */
  asker: string | null;
  /** Where it was asked to lead back to. */
  returnTo: string | null;
}

/**
 * Turns a verified Firebase ID token into a server session; from an emailed link, with what the
 * link carries, for the server to say where the page goes next (`next`).
 */
export async function startSession(idToken: string, link?: LinkParams): Promise<z.infer<typeof sessionResponseSchema>> {
  const { sendJson } = await apiClient();
  const carried = Object.entries(link ?? {}).filter(([, value]) => value);
  return sendJson<z.infer<typeof sessionResponseSchema>>('POST', '/api/session', {
    idToken,
    ...Object.fromEntries(carried),
  });
}
