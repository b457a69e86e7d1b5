import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { CandidateResume } from '../../shared/application/candidate-status';
import { pathOf } from '../../shared/route-paths';
import type { SessionUser } from '../../shared/session-user';
import { useSite, useSiteText } from '../app/use-site';
import { nameOf, signOutOfFirebaseQuietly, UserAvatar } from '../auth/signed-in-user';
import { DayOf } from '../candidate/day-of';
import { signedInUser } from '../candidate/signed-in';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/profile-page';

export const head: ScreenHead = {
  title: `Profile | ${careersTitle}`,
  description: 'Your account at {site}: download or delete the data we hold about you, or sign out everywhere.',
  heading: 'Profile',
};

export const meta = metaFor(head);
export const handle = { styles: [candidateStyles] };

/** What was just done that ended the session: the page says so to the visitor, now signed out. */
const doneMessages = {
  erased: 'Your data has been deleted and you are signed out on every device. Thank you for your interest in us.',
  'signed-out': 'You are signed out on every device, this one included.',
} as const;
type Done = keyof typeof doneMessages;
const isDone = (value: string | null): value is Done => value !== null && Object.hasOwn(doneMessages, value);

type ProfileData =
  | { kind: 'signed-in'; user: SessionUser; resumes: CandidateResume[]; confirmingErase: boolean }
  | { kind: 'done'; done: Done };

const profileDone = (done: Done) => `${pathOf('profile')}?${new URLSearchParams({ done })}`;

export async function loader({ request, context }: Route.LoaderArgs): Promise<ProfileData> {
  const query = new URL(request.url).searchParams;
  const done = query.get('done');
  // Where erasure and signing out everywhere lead: the visitor is no longer signed in.
  if (!context.user && isDone(done)) return { kind: 'done', done };
  const user = signedInUser(context, request);
  return {
    kind: 'signed-in',
    user,
    resumes: await context.candidate.resumes(),
    confirmingErase: query.get('confirm') === 'erase',
  };
}

/** Erasure (confirmed below) and signing out on every device; each ends this session too. */
export async function action({ request, context }: Route.ActionArgs) {
  signedInUser(context, request);
  const intent = (await request.formData()).get('intent');
  if (intent === 'erase') {
    await context.candidate.erase();
    throw redirect(profileDone('erased'), 303);
  }
  if (intent === 'sign-out-everywhere') {
    await context.candidate.signOutEverywhere();
    throw redirect(profileDone('signed-out'), 303);
  }
  return data({ problem: 'This form is not one of the profile page’s.' }, { status: 400 });
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function EraseConfirmation() {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const { signIn } = useSite();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="confirm-panel" id="confirm-erase" aria-labelledby="confirm-erase-title">
      <h3 id="confirm-erase-title" ref={heading} tabIndex={-1}>
        Delete all your data?
      </h3>
      <p>
        Your application in progress, your resumes, the answers of your applications and your job alerts are deleted,
        and so is your account here. The hiring team keeps only the reference of each application, marked as erased at
        your request. You cannot undo this.
      </p>
      <Form method="post" className="confirm-actions" onSubmit={() => signOutOfFirebaseQuietly(signIn)}>
        <input type="hidden" name="intent" value="erase" />
        <button type="submit" className="danger-button" disabled={navigation.state === 'submitting'}>
          Delete my data
        </button>
        <Link to={pathOf('profile')} preventScrollReset>
          Keep my data
        </Link>
      </Form>
    </section>
  );
}

function SignedInProfile(props: { user: SessionUser; resumes: CandidateResume[]; confirmingErase: boolean }) {
  const { user, resumes, confirmingErase } = props;
  const { signIn } = useSite();
  const navigation = useNavigation();
  return (
    <>
      <section className="candidate-card profile-account" aria-labelledby="account-title">
        <UserAvatar user={user} size={64} />
        <div>
          <h2 id="account-title">{nameOf(user)}</h2>
          {user.email && <p>{user.email}</p>}
          <p className="status-note">
            Signed in with Google. Your name, email and photo come from your Google account.
          </p>
        </div>
      </section>

      <section className="candidate-card" aria-labelledby="download-title">
        <h2 id="download-title">Download my data</h2>
        <p>
          One file (JSON) with everything we hold about you: your application in progress, your applications with all
          their answers, their status changes, the emails we wrote to you, and your{' '}
          <Link to={pathOf('alerts')}>job alerts</Link>.
        </p>
        <p>
          <a className="primary-button" href="/api/me/data" download>
            Download my data
          </a>
        </p>
        {resumes.length > 0 && (
          <>
            <h3>Your resumes</h3>
            <ul className="resume-links">
              {resumes.map((resume) => (
                <li key={resume.download}>
                  <a href={resume.download} download>
                    {resume.fileName}
                  </a>{' '}
                  ({kilobytes(resume.size)}, {resume.reference ? `application ${resume.reference}` : 'in progress'},
                  uploaded <DayOf iso={resume.uploadedAt} />)
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="candidate-card" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">Sign out on every device</h2>
        <p>Signed in on a computer you no longer use? This ends every session of yours, this one included.</p>
        <Form method="post" onSubmit={() => signOutOfFirebaseQuietly(signIn)}>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="secondary-button" disabled={navigation.state === 'submitting'}>
            Sign out on every device
          </button>
        </Form>
      </section>

      <section className="candidate-card" aria-labelledby="erase-title">
        <h2 id="erase-title">Delete my data</h2>
        <p>
          Deletes everything we hold about you, now. <Link to={pathOf('privacy')}>Our privacy notice</Link> says what
          that is and how long we keep it otherwise.
        </p>
        {confirmingErase ? (
          <EraseConfirmation />
        ) : (
          <p>
            <Link className="secondary-button danger" to="?confirm=erase#confirm-erase" preventScrollReset>
              Delete my data…
            </Link>
          </p>
        )}
      </section>
    </>
  );
}

/** The candidate's account: who they are signed in as, their data to take or delete, their sessions. */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const profile = loaderData;
  return (
    <section className="candidate-page">
      <h1>{useSiteText(head.heading)}</h1>
      {profile.kind === 'done' ? (
        <>
          <p role="status" className="candidate-message">
            {doneMessages[profile.done]}
          </p>
          <p>
            <Link to={pathOf('home')}>Back to the careers home page</Link>
          </p>
        </>
      ) : (
        <SignedInProfile {...profile} />
      )}
    </section>
  );
}
