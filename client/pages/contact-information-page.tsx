import { useState } from 'react';
import { useLocation } from 'react-router';
import { ScreenPlaceholder } from '../app/screen-placeholder';
import { useHydrated } from '../app/use-hydrated';
import { useSessionUser } from '../app/use-site';

/** What the sign-in screen passes forward as navigation state, as the original app did. */
interface SignInState {
  displayName?: string | null;
  email?: string | null;
}

/**
 * Step 1 of the application (the wizard issue completes it). Fields start from what the server
 * knows (the session's user, `?email=` from the no-JavaScript sign-in form); navigation state,
 * which the server never sees, joins in after hydration, so both renders match.
 */
export default function ContactInformationPage() {
  const user = useSessionUser();
  const location = useLocation();
  const navigationState = useHydrated() ? ((location.state ?? {}) as SignInState) : {};
  const [edits, setEdits] = useState<{ firstName?: string; email?: string }>({});

  const firstName = edits.firstName ?? (user?.displayName || navigationState.displayName || '');
  const email =
    edits.email ?? (user?.email || new URLSearchParams(location.search).get('email') || navigationState.email || '');

  return (
    <>
      <ScreenPlaceholder screen="contactInformation" />
      <form className="contact-form">
        <label>
          First name
          <input
            name="firstName"
            value={firstName}
            onChange={(event) => setEdits({ ...edits, firstName: event.target.value })}
            autoComplete="given-name"
          />
        </label>
        <label>
          Email address
          <input
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEdits({ ...edits, email: event.target.value })}
            autoComplete="email"
          />
        </label>
      </form>
    </>
  );
}
