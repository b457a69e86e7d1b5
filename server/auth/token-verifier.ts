import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { SessionUser } from '../../shared/session-user';
import { SignInError } from './sign-in-error';

/** Who a token names, and the custom claims the site reads. */
export interface VerifiedToken {
  user: SessionUser;
  /** The Firebase custom claim `recruiter: true` (set by an administrator with firebase-admin). */
  recruiter: boolean;
}

export interface TokenVerifier {
  /** The user of a valid, unrevoked Firebase ID token of this project. */
  verify(idToken: string): Promise<VerifiedToken>;
  close(): Promise<void>;
}

// Errors that say nothing about the token: Firebase could not be asked.
const infrastructureCodes = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

/**
 * Verifies a Firebase project's ID tokens with firebase-admin (the Auth emulator's are checked by
 * emulator-token-verifier.ts). Revocation (and disabled users) are checked when that is possible,
 * with service-account credentials (GOOGLE_APPLICATION_CREDENTIALS); without them firebase-admin
 * can only check the signature.
 */
export function createTokenVerifier(projectId: string, options: { checkRevoked: boolean }): TokenVerifier {
  // A named app per verifier: tests build several servers in one process.
  const app: App = initializeApp({ projectId }, `careers-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const token = await auth.verifyIdToken(idToken, options.checkRevoked);
        return {
          user: {
            uid: token.uid,
            displayName: typeof token.name === 'string' ? token.name : null,
            email: token.email ?? null,
            photoURL: token.picture ?? null,
            emailVerified: token.email_verified === true,
          },
          recruiter: token.recruiter === true,
        };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && infrastructureCodes.has(code)) {
          throw new SignInError('unavailable', 'Sign-in cannot be verified right now. Please try again shortly.');
        }
        throw new SignInError('invalid-token', 'Your sign-in could not be verified. Please sign in again.');
      }
    },
    close: () => deleteApp(app),
  };
}
