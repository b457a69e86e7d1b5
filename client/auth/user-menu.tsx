import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useSessionUser, useSite } from '../app/use-site';
import { endSession } from './session-actions';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The signed-in candidate (photo or initials, and name) with a sign-out control; nothing when signed out. */
export function UserMenu() {
  const user = useSessionUser();
  const { signIn } = useSite();
  const revalidator = useRevalidator();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const name = user.displayName ?? user.email ?? 'Signed in';

  async function signOut() {
    setSigningOut(true);
    try {
      await endSession();
      // Best effort: the server session is what counts, and it has ended.
      if (signIn) await (await import('./firebase-auth')).signOutOfFirebase(signIn).catch(() => {});
      await revalidator.revalidate();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="user-menu">
      {user.photoURL ? (
        <img className="user-avatar" src={user.photoURL} alt="" width={32} height={32} referrerPolicy="no-referrer" />
      ) : (
        <span className="user-avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <span className="user-name">{name}</span>
      <button type="button" onClick={signOut} disabled={signingOut}>
        Sign out
      </button>
    </div>
  );
}
