import { z } from 'zod';
import { dataOf } from './envelope';

// The session's shapes: the types of shared/session-user.ts are inferred from these.

/** The signed-in candidate, as the BFF keeps it in the session (from the verified Firebase token). */
export const sessionUserSchema = z
  .object({
    uid: z.string(),
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    photoURL: z.string().nullable(),
    emailVerified: z.boolean(),
  })
  .meta({ id: 'SessionUser' });

/** The Firebase web configuration the browser needs for sign-in (public values only). */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  emulatorUrl: z.string().describe('the local Auth emulator, in development and tests').optional(),
  emailLink: z.boolean().describe('the email field sends a one-time sign-in link (POST /api/sign-in-link)').optional(),
  facebook: z.boolean().describe('Facebook sign-in is on (FIREBASE_FACEBOOK_SIGN_IN)').optional(),
});

/** `POST` and `GET /api/session`: the user of the session. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  draftOffered: z
    .literal(true)
    .describe(
      'a sign-in link brought an application started in another browser: it is offered at /application-from-link, not applied',
    )
    .optional(),
  next: z
    .string()
    .describe(
      "where an emailed link's sign-in goes now: the offered application, or the link's way back where it may be followed; absent: the first step",
    )
    .optional(),
});

/** `GET /api/me`: who is signed in, null for nobody. */
export const signedInResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** `POST /api/sign-in-link`: the same answer whatever happened, so that it tells nobody what another asked. */
export const signInLinkResponseSchema = dataOf(z.object({ sent: z.literal(true) }));
