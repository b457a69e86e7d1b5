import type { FormEvent } from 'react';
import { useHydrated } from '../app/use-hydrated';
import type { LocalTestAccount } from './firebase-auth';

/**
 * The account chooser of a server that signs in against the local Auth emulator (`npm start`,
 * tests): Google's popup needs apis.google.com, so offline this is the way in. The sign-in page
 * shows it only when the site settings name an emulator, which production refuses to run with.
 * It needs the Firebase SDK, so it stays disabled until the page has hydrated.
 */
export function LocalTestSignIn({ busy, onSignIn }: { busy: boolean; onSignIn: (account: LocalTestAccount) => void }) {
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSignIn({ email: String(form.get('email') ?? ''), displayName: String(form.get('displayName') ?? '') });
  }

  return (
    <section className="local-sign-in" aria-labelledby="local-sign-in-title">
      <h2 id="local-sign-in-title">Local test sign-in</h2>
      <p id="local-sign-in-note">
        This server signs in against the Firebase Auth emulator, not Google: make up any email address and name. Only
        local and test servers offer this.
      </p>
      <form onSubmit={submit} aria-describedby="local-sign-in-note">
        <label htmlFor="local-sign-in-email">Test account email</label>
        <input id="local-sign-in-email" name="email" type="email" autoComplete="off" required />
        <label htmlFor="local-sign-in-name">Test account name</label>
        <input id="local-sign-in-name" name="displayName" type="text" autoComplete="off" required />
        <button type="submit" disabled={!hydrated || busy}>
          Sign in with the test account
        </button>
      </form>
    </section>
  );
}
