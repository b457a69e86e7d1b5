import { describe, expect, it } from 'vitest';
import { concretePath } from '../support/concrete-path';
import { screenPaths, publicScreens } from '../../shared/route-paths';
import { mintGoogleUser } from '../support/auth-emulator';
import { overflowOf, pageReady, useSite } from '../support/e2e-site';

// Every page the site has (WCAG 1.4.10: content reflows at 320 CSS px without sideways scrolling).
// Restricted screens (the recruiter pages) answer a visitor with sign-in: tests/integration/recruiter-pages.test.ts.
const everyPath = publicScreens.flatMap((screen) => screenPaths[screen].map((path) => concretePath(path)));
const site = useSite({ env: { PARTNER_DOCTORS_URL: 'https://doctors.example.test/' } });

describe('at 320 px wide', () => {
  // 32 pages, each loaded and hydrated, on a shared 2-core machine: a bound, not a timing.
  it('no page scrolls sideways or cuts off a header control, signed out', { timeout: 180_000 }, async () => {
    const { page, problems, close } = await site.open({ width: 320 });
    for (const path of everyPath) {
      await page.goto(path);
      await pageReady(page);
      expect(await overflowOf(page), path).toEqual({ sideways: 0, cutOff: [] });
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('no application page scrolls sideways, signed in (the user in the header)', async () => {
    const { page, problems, close } = await site.open({ width: 320 });
    const user = await mintGoogleUser(`narrow-${Date.now()}@example.com`, 'Maria Fernanda Gonçalves da Silva');
    expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
    for (const path of [
      ...screenPaths.signIn,
      '/carrer/sign-up',
      '/VoluntaryEqual',
      '/ReveiwSubmit',
      '/applications',
      '/profile',
      '/',
      '/joblistings',
    ]) {
      await page.goto(path);
      await pageReady(page);
      expect(await overflowOf(page), path).toEqual({ sideways: 0, cutOff: [] });
    }
    expect(problems).toEqual([]);
    await close();
  });
});
