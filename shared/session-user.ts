import type { z } from 'zod';
import type { sessionUserSchema, firebaseWebConfigSchema } from './api/session';

/** The signed-in candidate, as the BFF keeps it in the session (from the verified Firebase token). */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The Firebase web configuration the browser needs for Google sign-in (public values only). */
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;
