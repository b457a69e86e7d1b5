// The Firebase JS SDK, loaded only by the sign-in screen and by signing out (never with the
// entry or another page). The BFF's session is what keeps a candidate signed in, so Firebase keeps
// its user in memory only.
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../../shared/session-user';

const APP_NAME = 'careers';
let auth: Auth | undefined;

function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app: FirebaseApp =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

export interface GoogleSignIn {
  idToken: string;
  profile: { displayName: string | null; email: string | null; photoURL: string | null };
}

async function signedIn(user: User): Promise<GoogleSignIn> {
  return {
    idToken: await user.getIdToken(),
    profile: { displayName: user.displayName, email: user.email, photoURL: user.photoURL },
  };
}

/** Google's sign-in popup (Firebase opens it 500 × 600); answers the ID token for the BFF. */
export async function signInWithGoogle(config: FirebaseWebConfig): Promise<GoogleSignIn> {
  const { user } = await signInWithPopup(authFor(config), new GoogleAuthProvider());
  return signedIn(user);
}

/** Facebook's sign-in popup, where the operator enabled Facebook in the Firebase project. */
export async function signInWithFacebook(config: FirebaseWebConfig): Promise<GoogleSignIn> {
  const { user } = await signInWithPopup(authFor(config), new FacebookAuthProvider());
  return signedIn(user);
}

/**
 * Finishes an emailed sign-in link (`href`, the page it opened) for the address it was sent to:
 * Firebase refuses another address (`auth/invalid-email`) and a used or expired code
 * (`auth/invalid-action-code`, `auth/expired-action-code`).
 */
export async function signInWithLink(config: FirebaseWebConfig, email: string, href: string): Promise<GoogleSignIn> {
  const { user } = await signInWithEmailLink(authFor(config), email, href);
  return signedIn(user);
}

export interface LocalTestAccount {
  email: string;
  displayName: string;
}

/**
 * The local Auth emulator only: signs in as a made-up Google account without the popup, whose
 * page needs https://apis.google.com/js/api.js and so fails offline. The emulator takes a JSON
 * object of claims where Google would send a signed id_token; a real Firebase project refuses it,
 * and production servers never run against the emulator (server/config.ts). The same email
 * address is the same account, so its draft is found again.
 */
export async function signInWithLocalTestAccount(
  config: FirebaseWebConfig,
  account: LocalTestAccount,
): Promise<GoogleSignIn> {
  if (!config.emulatorUrl) throw new Error('Local test accounts exist only on the Auth emulator.');
  const email = account.email.trim().toLowerCase();
  const claims = { sub: `local-${email}`, email, name: account.displayName.trim(), email_verified: true };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  const { user } = await signInWithCredential(authFor(config), credential);
  return signedIn(user);
}

export async function signOutOfFirebase(config: FirebaseWebConfig): Promise<void> {
  await signOut(authFor(config));
}
