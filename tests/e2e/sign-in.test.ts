import { describe, expect, it } from 'vitest';
import { GAPI_SCRIPT_URL, gapiStandInScript } from '../support/gapi-stand-in';
import { continueWithGoogle, pageReady, useSite } from '../support/e2e-site';

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite();

async function openSignIn() {
  const watched = await site.open();
  await watched.page
    .context()
    .route(GAPI_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: gapiStandInScript() }));
  await watched.page.goto('/carrer/sign-in');
  await pageReady(watched.page);
  return watched;
}

describe('signing in with Google', () => {
  it('goes through the popup to the first step, prefilled, with the user in the header', async () => {
    const { page, problems, close } = await openSignIn();
    const photoURL = `${site.server.url}/site-images/favicon.svg`;
    await continueWithGoogle(page, { email: 'asha.rao@example.com', name: 'Asha Rao', photoURL });

    await page.waitForURL('**/carrer/sign-up');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Rao');
    expect(await page.getByLabel('Email address').inputValue()).toBe('asha.rao@example.com');
    expect(await page.locator('.user-menu .user-name').textContent()).toBe('Asha Rao');
    expect(await page.locator('.user-menu img').getAttribute('src')).toBe(photoURL);

    // The server knows the session: the reloaded page arrives with the user already in it.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<span class="user-name">Asha Rao</span>');
    await pageReady(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Rao');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.locator('.user-menu').count()).toBe(0);
    expect((await page.request.get('/api/session')).status()).toBe(401);
    expect(problems).toEqual([]);
    await close();
  });

  it('says so in words when the candidate closes the popup', async () => {
    const { page, close } = await openSignIn();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await (await popup).close();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('The sign-in window was closed before you finished. Try again when you are ready.');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
    await close();
  });
});

describe('signing in offline with a local test account (the Auth emulator)', () => {
  /** The sign-in page with no way to reach Google: apis.google.com fails, as it does offline. */
  async function openOffline() {
    const watched = await site.open();
    const remoteRequests: string[] = [];
    await watched.page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      remoteRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await watched.page.goto('/carrer/sign-in');
    await pageReady(watched.page);
    return { ...watched, remoteRequests };
  }

  it('signs in through the local account chooser, without Google, and reaches the wizard', async () => {
    const { page, problems, remoteRequests, close } = await openOffline();
    const chooser = page.getByRole('region', { name: 'Local test sign-in' });
    expect(await chooser.textContent()).toContain('Firebase Auth emulator');
    await chooser.getByLabel('Test account email').fill('Mei.Lin@example.com');
    await chooser.getByLabel('Test account name').fill('Mei Lin');
    await chooser.getByRole('button', { name: 'Sign in with the test account' }).click();

    await page.waitForURL('**/carrer/sign-up');
    await expect.poll(() => page.getByLabel('Email address').inputValue()).toBe('mei.lin@example.com');
    expect(await page.locator('.user-menu .user-name').textContent()).toBe('Mei Lin');
    const session = await page.request.get('/api/session');
    expect(session.status()).toBe(200);
    expect((await session.json()).user).toMatchObject({ email: 'mei.lin@example.com', displayName: 'Mei Lin' });
    expect(remoteRequests).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('points to the local test sign-in when Google’s popup cannot load', async () => {
    const { page, close } = await openOffline();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe(
        'The Google sign-in window needs the internet, which this computer cannot reach. Use the local test sign-in instead.',
      );
    await close();
  });

  it('is the same account the next time, by its email address', async () => {
    const uids: string[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const { page, close } = await openOffline();
      await page.getByLabel('Test account email').fill('same.person@example.com');
      await page.getByLabel('Test account name').fill('Same Person');
      await page.getByRole('button', { name: 'Sign in with the test account' }).click();
      await page.waitForURL('**/carrer/sign-up');
      uids.push((await (await page.request.get('/api/session')).json()).user.uid);
      await close();
    }
    expect(uids[1]).toBe(uids[0]);
  });
});

describe('the other ways in', () => {
  it('explains that Facebook is not available where the operator has not turned it on', async () => {
    const { page, close } = await openSignIn();
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    expect(await page.getByRole('status').textContent()).toBe(
      'Sign-in with Facebook is not available yet. Please use Google or continue with your email.',
    );
    await close();
  });

  // The email field's sign-in link: tests/e2e/email-link-sign-in.test.ts.
  it('offers to create an account with the email field, which an emailed link signs in', async () => {
    const { page, close } = await openSignIn();
    await page.getByRole('link', { name: 'Create one' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sign-in-email');
    await close();
  });

  it('does not load the Firebase SDK on the home page', async () => {
    const { page, close } = await site.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await pageReady(page);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('signInWithPopup') || body.includes('identitytoolkit'))).toBe(false);
    await close();
  });
});
