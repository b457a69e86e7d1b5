import { Form, redirect } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSessionUser, useSiteText } from '../app/use-site';
import { localPath } from '../auth/return-to';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/sign-out-page';

export const head: ScreenHead = {
  title: `Sign out | ${careersTitle}`,
  description: 'Sign out of your account on this device.',
  heading: 'Sign out',
};

export const meta = metaFor(head);

/** Ends the session and goes back to the page the form was on (303, so Reload does not post again). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  await context.signOut();
  throw redirect(localPath(form.get('returnTo'), pathOf('home')), 303);
}

/** What `/sign-out` shows when opened: the same button as the header's, or that nobody is signed in. */
export default function SignOutPage() {
  const user = useSessionUser();
  return (
    <section className="page-message">
      <h1>{useSiteText(head.heading)}</h1>
      {user ? (
        <Form method="post">
          <p>You are signed in as {user.email ?? user.displayName}.</p>
          <button type="submit">Sign out</button>
        </Form>
      ) : (
        <p>You are not signed in on this device.</p>
      )}
    </section>
  );
}
