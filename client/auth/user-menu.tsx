import { Form, useLocation, useNavigation } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSessionUser, useSite } from '../app/use-site';

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
  const { pathname } = useLocation();
  const navigation = useNavigation();
  if (!user) return null;
  const name = user.displayName ?? user.email ?? 'Signed in';
  const signingOut = navigation.formAction === pathOf('signOut');

  // Best effort, beside the form's post: the server session is what counts.
  function signOutOfFirebase() {
    if (signIn) void import('./firebase-auth').then((auth) => auth.signOutOfFirebase(signIn)).catch(() => {});
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
      <Form method="post" action={pathOf('signOut')} onSubmit={signOutOfFirebase}>
        <input type="hidden" name="returnTo" value={pathname} />
        <button type="submit" disabled={signingOut}>
          Sign out
        </button>
      </Form>
    </div>
  );
}
