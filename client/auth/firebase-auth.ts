// The Firebase JS SDK, loaded only by the sign-in screen and by signing out (never with the
// entry or another page). The BFF's session is what keeps a candidate signed in, so Firebase keeps
// its user in memory only.
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
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

/** Google's sign-in popup (Firebase opens it 500 × 600); answers the ID token for the BFF. */
export async function signInWithGoogle(config: FirebaseWebConfig): Promise<GoogleSignIn> {
  const { user } = await signInWithPopup(authFor(config), new GoogleAuthProvider());
  return {
    idToken: await user.getIdToken(),
    profile: { displayName: user.displayName, email: user.email, photoURL: user.photoURL },
  };
}

export async function signOutOfFirebase(config: FirebaseWebConfig): Promise<void> {
  await signOut(authFor(config));
}
