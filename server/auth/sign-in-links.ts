import { emulatorAdminCall } from './emulator-admin';
import type { FirebaseSettings } from './firebase-settings';
import { lazyFirebaseAdmin } from './lazy-firebase-admin';

/**
 * Firebase's email-link sign-in, on the server's side: a one-time link for an address, made by
 * Firebase (firebase-admin's `generateSignInWithEmailLink`, or the Auth emulator's out-of-band
 * codes) and sent as the site's own email. The link opens this site's sign-in page with Firebase's
 * parameters (`mode=signIn`, `oobCode`, `apiKey`), where the browser's `signInWithEmailLink`
 * finishes; never Firebase's own action page.
 */
export interface SignInLinks {
  /** A link that signs in `email` once, opening `page` (this site's sign-in page, with its query). */
  linkFor(email: string, page: URL): Promise<string>;
  close(): Promise<void>;
}

/** Firebase's link, its parameters moved onto this site's page. */
function onPage(firebaseLink: string, page: URL, apiKey: string): string {
  const firebase = new URL(firebaseLink).searchParams;
  const oobCode = firebase.get('oobCode');
  if (!oobCode || firebase.get('mode') !== 'signIn') throw new Error('Firebase answered a link without a sign-in code');
  const link = new URL(page);
  link.searchParams.set('mode', 'signIn');
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('apiKey', firebase.get('apiKey') ?? apiKey);
  return link.toString();
}

/** The Auth emulator's out-of-band codes, through its admin REST API (emulator-admin.ts). */
function emulatorLinks(firebase: FirebaseSettings, emulatorHost: string): SignInLinks {
  return {
    async linkFor(email, page) {
      const response = await emulatorAdminCall(emulatorHost, firebase.projectId, 'sendOobCode', {
        requestType: 'EMAIL_SIGNIN',
        email,
        continueUrl: page.toString(),
        canHandleCodeInApp: true,
        returnOobLink: true,
      });
      if (!response.ok) throw new Error(`the Auth emulator refused a sign-in link: ${response.status}`);
      const { oobLink } = (await response.json()) as { oobLink?: unknown };
      if (typeof oobLink !== 'string') throw new Error('the Auth emulator answered no sign-in link');
      return onPage(oobLink, page, firebase.web.apiKey);
    },
    close: async () => {},
  };
}

/** A real project's links, with firebase-admin and the service account's credentials. */
function adminLinks(firebase: FirebaseSettings): SignInLinks {
  const admin = lazyFirebaseAdmin(firebase.projectId, 'links');
  return {
    async linkFor(email, page) {
      const link = await (
        await admin.auth()
      ).generateSignInWithEmailLink(email, { url: page.toString(), handleCodeInApp: true });
      return onPage(link, page, firebase.web.apiKey);
    },
    close: admin.close,
  };
}

/**
 * The sign-in links this server can make: the emulator's, or a real project's with service-account
 * credentials (GOOGLE_APPLICATION_CREDENTIALS: firebase-admin makes links only with them). Null
 * without: the sign-in page's email field then starts the application without signing in.
 */
export function signInLinksFor(
  firebase: FirebaseSettings | null,
  emulatorHost: string | undefined,
): SignInLinks | null {
  if (!firebase) return null;
  if (emulatorHost) return emulatorLinks(firebase, emulatorHost);
  return firebase.checkRevoked ? adminLinks(firebase) : null;
}
