import { isDataUnavailable } from '../../shared/page-context';

// What went wrong, in words, for the Firebase errors a popup sign-in can end with.
const firebaseMessages: Record<string, string> = {
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request': 'Another sign-in window was already open. Finish or close it, then try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in is not set up for this web address. Please contact us.',
  'auth/too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
  'auth/invalid-action-code':
    'This sign-in link has been used or has expired. Enter your email address below and we will send a new one.',
  'auth/expired-action-code':
    'This sign-in link has expired. Enter your email address below and we will send a new one.',
  'auth/invalid-email': 'This link was sent to another email address. Enter the address it was sent to.',
  'auth/account-exists-with-different-credential':
    'An account with this email address signs in another way. Use Google or your email address instead.',
  'auth/operation-not-allowed': 'This way of signing in is not turned on for this site. Please use another.',
};

// Offline, the Auth emulator's popup fails so: its page needs https://apis.google.com/js/api.js.
const popupUnreachableCodes = new Set(['auth/internal-error', 'auth/network-request-failed']);

/**
 * The message to show for an error of the sign-in flow (Firebase's popup, then the BFF). When the
 * emulator's popup cannot load, it points to the local test sign-in instead.
 */
export function signInErrorMessage(error: unknown, options: { emulatorPopup?: boolean } = {}): string {
  const code = (error as { code?: unknown })?.code;
  if (options.emulatorPopup && typeof code === 'string' && popupUnreachableCodes.has(code)) {
    return 'The Google sign-in window needs the internet, which this computer cannot reach. Use the local test sign-in instead.';
  }
  if (typeof code === 'string' && firebaseMessages[code]) return firebaseMessages[code];
  if (isDataUnavailable(error)) return 'We could not reach our server. Check your connection and try again.';
  if (error instanceof Error && error.name === 'HttpError') return error.message;
  return 'Sign-in did not work. Please try again.';
}
