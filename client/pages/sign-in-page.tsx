import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { SIGN_IN_EMAIL_FIELD } from '../../shared/application/sign-in-email-field';
import { pathOf } from '../../shared/route-paths';
import type { FirebaseWebConfig } from '../../shared/session-user';
import { useSite, useSiteText } from '../app/use-site';
import { isLinkAddress, linkAddress, sendSignInLink, sendsSignInLinks } from '../auth/email-link';
import type { GoogleSignIn, LocalTestAccount } from '../auth/firebase-auth';
import { LocalTestSignIn } from '../auth/local-test-sign-in';
import { localPath, RETURN_TO_PARAM } from '../auth/return-to';
import { signInErrorMessage } from '../auth/sign-in-errors';
import { startSession } from '../auth/session-actions';
import signInStyles from '../auth/sign-in.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [signInStyles] };
export const head: ScreenHead = {
  title: `Sign in | ${careersTitle}`,
  description: `Sign in with your company or Google account to apply at {site}. Only your name and email are shared.`,
  heading: 'Use your company or Google account to sign in',
};

export const meta = metaFor(head);

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string }
  | { kind: 'note'; message: string }
  /** An emailed link was opened in a browser that did not ask for it: Firebase needs the address again. */
  | { kind: 'address'; message: string };

/** Firebase's answers to a link that can be tried again with another address. */
const asksForAddressAgain = (error: unknown) => (error as { code?: unknown })?.code === 'auth/invalid-email';

const loadFirebase = () => import('../auth/firebase-auth');
type Firebase = Awaited<ReturnType<typeof loadFirebase>>;

export default function SignInPage() {
  const { signIn, jobBoardLoginUrl, sendsEmail } = useSite();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  // An emailed sign-in link opens this page with Firebase's parameters: it is finished here.
  const linkOpened = sendsSignInLinks(signIn) && isLinkAddress(searchParams);
  const [status, setStatus] = useState<Status>(linkOpened ? { kind: 'busy' } : { kind: 'idle' });
  const emailField = useRef<HTMLInputElement>(null);
  const heading = useSiteText(head.heading);
  const lead = useSiteText('Only your name and email address are shared with {site}.');
  // A page that needs signing in (the recruiter's, the candidate's own) sends the visitor here to come back to it.
  const returnTo = localPath(searchParams.get(RETURN_TO_PARAM), '') || null;

  // Fetch the SDK while the visitor reads, so the popup opens at once on click
  // (a popup opened long after the click is blocked by browsers).
  useEffect(() => {
    if (signIn) void loadFirebase();
  }, [signIn]);

  /** Every way in ends the same: the ID token becomes a server session, then the first step. */
  async function signInThrough(
    signInWithFirebase: (firebase: Firebase, config: FirebaseWebConfig) => Promise<GoogleSignIn>,
    way: 'popup' | 'local test account' | 'email link',
  ) {
    if (!signIn) {
      setStatus({ kind: 'error', message: 'Sign-in with Google is not available on this server.' });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const { idToken, profile } = await signInWithFirebase(await loadFirebase(), signIn);
      // An emailed link may be a stranger's, asked for with this address: the server says where it leads.
      const link =
        way === 'email link'
          ? { draft: searchParams.get('draft'), asker: searchParams.get('asker'), returnTo }
          : undefined;
      const { next } = await startSession(idToken, link);
      if (link) linkAddress.forget();
      await revalidator.revalidate();
      const goTo = link ? next && localPath(next, '') : returnTo;
      if (goTo) navigate(goTo);
      // The first step reads these, as the original app passed them.
      else navigate(pathOf('contactInformation'), { state: profile });
    } catch (error) {
      const message = signInErrorMessage(error, { emulatorPopup: way === 'popup' && Boolean(signIn.emulatorUrl) });
      setStatus(
        way === 'email link' && asksForAddressAgain(error) ? { kind: 'address', message } : { kind: 'error', message },
      );
    }
  }

  const finishLink = (email: string) =>
    signInThrough((firebase, config) => firebase.signInWithLink(config, email, window.location.href), 'email link');

  // The link's page: with the address this browser asked for, it signs in at once; elsewhere it
  // asks for it. The address is in this browser's storage, read once the SDK has loaded.
  useEffect(() => {
    if (!linkOpened) return;
    void loadFirebase().then(() => {
      const email = linkAddress.recall();
      if (email) return finishLink(email);
      setStatus({
        kind: 'address',
        message:
          'You opened your sign-in link in another browser than the one that asked for it. Enter the email address it was sent to.',
      });
    });
    // Once, for the link the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function confirmAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void finishLink(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  }

  const signInWithGoogle = () => signInThrough((firebase, config) => firebase.signInWithGoogle(config), 'popup');
  const signInWithTestAccount = (account: LocalTestAccount) =>
    signInThrough((firebase, config) => firebase.signInWithLocalTestAccount(config, account), 'local test account');

  /**
   * With sign-in links, the email field sends one; without them it starts the application unsigned.
   * The server answers alike whether or not the address's links for the day are used
   * (so that nobody learns what another asked): the note says both.
   */
  async function continueWithEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!sendsSignInLinks(signIn)) {
      navigate(pathOf('contactInformation'), { state: { email } });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      await sendSignInLink(email, returnTo);
      setStatus({
        kind: 'note',
        message: sendsEmail
          ? `A sign-in link is on its way to ${email}, unless it has had its 5 for today. Open it in this browser to go on; it can take a minute to arrive, so look in your spam folder too.`
          : `A sign-in link for ${email} is written to this server's outbox folder (it sends no email), unless the address has had its 5 for today. Open it in this browser to go on.`,
      });
    } catch (error) {
      setStatus({ kind: 'error', message: signInErrorMessage(error) });
    }
  }

  const signInWithFacebook = () => signInThrough((firebase, config) => firebase.signInWithFacebook(config), 'popup');
  const facebookUnavailable = () =>
    setStatus({
      kind: 'note',
      message: 'Sign-in with Facebook is not available yet. Please use Google or continue with your email.',
    });

  return (
    <section className="sign-in">
      <h1>{heading}</h1>
      <p className="sign-in-lead">{lead}</p>
      {returnTo && <p className="sign-in-return">Sign in to continue to the page you asked for.</p>}
      {/* Google's sign-in is a script (Firebase's popup): a browser without JavaScript is told here,
          where the candidate starts, not at the last step. A <noscript> is never hydrated and shows
          nothing, nor takes any room, where the script runs. */}
      <noscript>
        <p className="sign-in-needs-script">
          Signing in with Google needs JavaScript, which is turned off in this browser. You can still fill in your
          application: continue with your email below. To submit it, turn JavaScript on and sign in.
        </p>
      </noscript>
      <div className="sign-in-providers">
        <button type="button" className="provider-button" onClick={signInWithGoogle} disabled={status.kind === 'busy'}>
          <svg aria-hidden="true" viewBox="0 0 48 48" width="20" height="20">
            <path
              fill="#EA4335"
              d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
            />
            <path
              fill="#4285F4"
              d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
            />
            <path
              fill="#FBBC05"
              d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
            />
            <path
              fill="#34A853"
              d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
            />
          </svg>
          {status.kind === 'busy' ? 'Signing in…' : 'Continue with Google'}
        </button>
        <button
          type="button"
          className={`provider-button${signIn?.facebook ? '' : ' provider-unavailable'}`}
          aria-describedby="sign-in-status"
          onClick={signIn?.facebook ? signInWithFacebook : facebookUnavailable}
          disabled={status.kind === 'busy'}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="#1877F2"
              d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
            />
          </svg>
          Continue with Facebook
        </button>
      </div>
      {signIn?.emulatorUrl && <LocalTestSignIn busy={status.kind === 'busy'} onSignIn={signInWithTestAccount} />}
      <p
        id="sign-in-status"
        className={`sign-in-status ${status.kind}`}
        role={status.kind === 'error' ? 'alert' : 'status'}
      >
        {status.kind === 'error' || status.kind === 'note' || status.kind === 'address'
          ? status.message
          : linkOpened && status.kind === 'busy'
            ? 'Signing you in…'
            : ''}
      </p>
      {status.kind === 'address' && (
        <form onSubmit={confirmAddress} className="sign-in-email">
          <label htmlFor="sign-in-link-email">Email address the link was sent to</label>
          <input id="sign-in-link-email" name="email" type="email" autoComplete="email" required />
          <button type="submit">Sign in</button>
        </form>
      )}
      <div className="sign-in-divider" aria-hidden="true">
        or
      </div>
      {/* Without JavaScript the email is posted (never put in a URL) to the next step, which starts with it. */}
      <form method="post" action={pathOf('contactInformation')} onSubmit={continueWithEmail} className="sign-in-email">
        <input type="hidden" name={SIGN_IN_EMAIL_FIELD} value="1" />
        <label htmlFor="sign-in-email">Email address</label>
        <input id="sign-in-email" ref={emailField} name="email" type="email" autoComplete="email" required />
        <button type="submit" disabled={status.kind === 'busy'}>
          Continue
        </button>
      </form>
      <p className="sign-in-create">
        New here?{' '}
        {sendsSignInLinks(signIn) ? (
          // An account is made when its first sign-in link is opened: the email field is where it starts.
          <a href="#sign-in-email" onClick={() => emailField.current?.focus()}>
            Create one
          </a>
        ) : (
          <Link to="/sign-up">Create one</Link>
        )}
      </p>
      {/* The external job board's own accounts, only where the operator names its sign-in (JOB_BOARD_LOGIN_URL). */}
      {jobBoardLoginUrl && (
        <p className="sign-in-job-board">
          Your account is on our job board? <a href={jobBoardLoginUrl}>Sign in to the job board</a>
        </p>
      )}
    </section>
  );
}
