/** The signed-in candidate, as the BFF keeps it in the session (from the verified Firebase token). */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** The Firebase web configuration the browser needs for Google sign-in (public values only). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when sign-in goes to the local Auth emulator (development and tests). */
  emulatorUrl?: string;
  /** The email field sends a one-time sign-in link (POST /api/sign-in-link). */
  emailLink?: boolean;
  /** Facebook sign-in is enabled in the Firebase project (FIREBASE_FACEBOOK_SIGN_IN). */
  facebook?: boolean;
}
