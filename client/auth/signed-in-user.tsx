import { typedAnswers } from '../application/typed-answers';
import type { FirebaseWebConfig, SessionUser } from '../../shared/session-user';

// What the App header's user menu and the profile page share: one small chunk for both.

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The name a signed-in user is shown by. */
export const nameOf = (user: SessionUser) => user.displayName ?? user.email ?? 'Signed in';

/** The user's Google photo, or their initials; decorative beside their name. */
export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  return user.photoURL ? (
    <img className="user-avatar" src={user.photoURL} alt="" width={size} height={size} referrerPolicy="no-referrer" />
  ) : (
    <span className="user-avatar" aria-hidden="true">
      {initialsOf(nameOf(user))}
    </span>
  );
}

/**
 * Signs the browser out of Firebase too, beside a form's post that ends the server session (which
 * is what counts): best effort, nothing to wait for. What was typed in the wizard's steps and not
 * saved goes with it.
 */
export function signOutOfFirebaseQuietly(signIn: FirebaseWebConfig | null): void {
  typedAnswers.clearAll();
  if (signIn) void import('./firebase-auth').then((auth) => auth.signOutOfFirebase(signIn)).catch(() => {});
}
