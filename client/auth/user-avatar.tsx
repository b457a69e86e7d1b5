import type { SessionUser } from '../../shared/session-user';

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
