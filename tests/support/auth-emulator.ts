import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { EMULATOR_PROJECT_ID } from '../../server/auth/firebase-settings';

/**
 * The Firebase Auth emulator that `npm test` wraps around the run (`firebase emulators:exec`
 * sets FIREBASE_AUTH_EMULATOR_HOST). Tests mint users and tokens through its REST API.
 */
export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error('The Firebase Auth emulator is not running: run the tests with `npm test`, which starts it.');
  }
  return host;
}

export interface MintedUser {
  uid: string;
  idToken: string;
  email: string;
  displayName: string;
}

/** Signs a Google user in at the emulator, as the browser's popup would; answers its ID token. */
export async function mintGoogleUser(
  email: string,
  displayName = 'Asha Rao',
  options: { emailVerified?: boolean } = {},
): Promise<MintedUser> {
  const emailVerified = options.emailVerified ?? true;
  const claims = JSON.stringify({ sub: `google-${email}`, email, name: displayName, email_verified: emailVerified });
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused to sign in ${email}: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken, email, displayName };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token with some claims changed (emulator tokens are unsigned, so it stays well-formed). */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${base64url({ ...decoded, ...claims })}.`;
}

/** Admin actions at the emulator (revoking tokens, disabling users). */
export async function withEmulatorAdmin<T>(act: (auth: ReturnType<typeof getAuth>) => Promise<T>): Promise<T> {
  emulatorHost();
  const app = initializeApp({ projectId: EMULATOR_PROJECT_ID }, `test-admin-${Math.random()}`);
  try {
    return await act(getAuth(app));
  } finally {
    await deleteApp(app);
  }
}
