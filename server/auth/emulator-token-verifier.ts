import { z } from 'zod';
import { emulatorAdminCall } from './emulator-admin';
import { SignInError } from './sign-in-error';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

/**
 * Verifies the Auth emulator's ID tokens without firebase-admin, which finds the emulator only
 * through the process-wide FIREBASE_AUTH_EMULATOR_HOST variable: setting that from one app's
 * configuration would switch every firebase-admin app of the process to unsigned tokens.
 * The checks are firebase-admin's for the emulator: an unsigned token (the emulator signs none)
 * of this project, not expired, of an account the emulator has, neither disabled nor revoked
 * since the token was issued. Never used in production (the configuration refuses the emulator).
 */
export function createEmulatorTokenVerifier(projectId: string, emulatorHost: string): TokenVerifier {
  const claimsSchema = z.object({
    aud: z.literal(projectId),
    iss: z.literal(`https://securetoken.google.com/${projectId}`),
    sub: z.string().min(1).max(128),
    exp: z.number(),
    auth_time: z.number(),
    name: z.string().optional(),
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    picture: z.string().optional(),
    recruiter: z.boolean().optional(),
  });
  const invalid = () => new SignInError('invalid-token', 'Your sign-in could not be verified. Please sign in again.');
  const unavailable = () =>
    new SignInError('unavailable', 'Sign-in cannot be verified right now. Please try again shortly.');

  function claimsOf(idToken: string) {
    const [header, payload, signature, ...rest] = idToken.split('.');
    if (payload === undefined || signature !== '' || rest.length > 0) throw invalid();
    try {
      const { alg } = JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { alg?: unknown };
      if (alg !== 'none') throw invalid();
      const claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      if (claims.exp * 1_000 <= Date.now()) throw invalid();
      return claims;
    } catch {
      throw invalid();
    }
  }

  /** The emulator's record of the account: whether it is disabled, and since when its tokens count (s). */
  async function accountOf(uid: string) {
    let response: Response;
    try {
      response = await emulatorAdminCall(emulatorHost, projectId, 'lookup', { localId: [uid] });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json()) as { users?: { disabled?: boolean; validSince?: string }[] };
    return body.users?.[0];
  }

  return {
    async verify(idToken): Promise<VerifiedToken> {
      const claims = claimsOf(idToken);
      const account = await accountOf(claims.sub);
      if (!account || account.disabled) throw invalid();
      if (account.validSince && claims.auth_time < Number(account.validSince)) throw invalid();
      return {
        user: {
          uid: claims.sub,
          displayName: claims.name ?? null,
          email: claims.email ?? null,
          photoURL: claims.picture ?? null,
          emailVerified: claims.email_verified === true,
        },
        recruiter: claims.recruiter === true,
      };
    },
    close: async () => {},
  };
}
