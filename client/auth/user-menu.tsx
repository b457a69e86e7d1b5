import { Form, useLocation, useNavigation } from 'react-router';
import { pathOf, screenPaths, signedInScreens } from '../../shared/route-paths';
import { useSessionUser, useSite } from '../app/use-site';
import { nameOf, signOutOfFirebaseQuietly, UserAvatar } from './signed-in-user';

/** Signing out of a page only the signed-in see goes home, not to sign-in again. */
const signedInPaths = new Set(
  signedInScreens.flatMap((screen) => screenPaths[screen].map((path) => path.toLowerCase())),
);

/** The signed-in candidate (photo or initials, and name) with a sign-out control; nothing when signed out. */
export function UserMenu() {
  const user = useSessionUser();
  const { signIn } = useSite();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  if (!user) return null;
  const name = nameOf(user);
  const signingOut = navigation.formAction === pathOf('signOut');

  return (
    <div className="user-menu">
      <UserAvatar user={user} />
      <span className="user-name">{name}</span>
      <Form method="post" action={pathOf('signOut')} onSubmit={() => signOutOfFirebaseQuietly(signIn)}>
        <input
          type="hidden"
          name="returnTo"
          value={signedInPaths.has(pathname.toLowerCase()) ? pathOf('home') : pathname}
        />
        <button type="submit" disabled={signingOut}>
          Sign out
        </button>
      </Form>
    </div>
  );
}
