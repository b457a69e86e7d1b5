import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { createTestApp } from '../support/test-app';
import { sessionCookieOf } from '../support/session-cookie';

const cspOf = (response: request.Response) => String(response.headers['content-security-policy']);

describe('security headers', () => {
  it('allow only inline scripts carrying this response’s nonce, different for every response', async () => {
    const { app } = await createTestApp();
    // With a session cookie a page is never cached (the cached-page test covers the other case).
    const first = await request(app).get('/culture').set('Cookie', 'careers.sid=someone').expect(200);
    const second = await request(app).get('/culture').set('Cookie', 'careers.sid=someone').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(cspOf(first))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(cspOf(second)).not.toContain(nonce);
    const inlineScripts = first.text.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(cspOf(first)).not.toContain("'unsafe-inline' 'self'");
    expect(cspOf(first)).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
  });

  it('refuse framing, sniffing and leaking the full URL to other sites', async () => {
    const { app } = await createTestApp();
    const response = await request(app).get('/').expect(200);
    expect(cspOf(response)).toContain("frame-ancestors 'none'");
    expect(cspOf(response)).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // One framing policy: frame-ancestors, without an X-Frame-Options that says otherwise.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow the Firebase hosts only when sign-in is configured', async () => {
    const { app: withoutSignIn } = await createTestApp();
    expect(cspOf(await request(withoutSignIn).get('/'))).not.toContain('apis.google.com');
    const { app: withSignIn } = await createTestApp({
      env: {
        FIREBASE_PROJECT_ID: 'careers-prod',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'careers-prod.firebaseapp.com',
      },
    });
    const csp = cspOf(await request(withSignIn).get('/carrer/sign-in'));
    expect(csp).toContain('https://apis.google.com');
    expect(csp).toContain('frame-src https://careers-prod.firebaseapp.com');
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
  });

  it('send HSTS in production over HTTPS (behind the trusted proxy), never over plain HTTP', async () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    const { app } = await createTestApp({ env: { ...production, TRUST_PROXY: '1' } });
    const secure = await request(app).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request(app).get('/').set('X-Forwarded-Proto', 'http').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const { app: withoutProxy } = await createTestApp({ env: production });
    const untrusted = await request(withoutProxy).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('read the scheme from the proxy TRUST_PROXY trusts, not from what the client wrote before it', async () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    const { app } = await createTestApp({ env: { ...production, TRUST_PROXY: '1' } });
    // The client sent "X-Forwarded-Proto: https" over plain HTTP; its proxy appended what it saw.
    for (const path of ['/', '/culture']) {
      const spoofed = await request(app).get(path).set('X-Forwarded-Proto', 'https, http').expect(200);
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    }
    const robots = await request(app).get('/robots.txt').set('X-Forwarded-Proto', 'https, http').expect(200);
    expect(robots.text).toContain('Sitemap: http://');
    // Two proxies trusted: the outer one's entry says how the client came.
    const { app: twoHops } = await createTestApp({ env: { ...production, TRUST_PROXY: '2' } });
    const secure = await request(twoHops)
      .get('/culture')
      .set('X-Forwarded-For', '203.0.113.9, 10.0.0.2')
      .set('X-Forwarded-Proto', 'https, http')
      .expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await request(twoHops)
      .get('/culture')
      .set('X-Forwarded-For', '198.51.100.1, 203.0.113.9, 10.0.0.2')
      .set('X-Forwarded-Proto', 'https, http, http')
      .expect(200);
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow images from this site, data: and https: only (never plain http:)', async () => {
    const { app } = await createTestApp();
    const policy = cspOf(await request(app).get('/').expect(200));
    expect(policy).toContain("img-src 'self' data: https:;");
    expect(policy).not.toMatch(/img-src[^;]*http:/);
  });
});

describe('the Cross-Origin-Opener-Policy', () => {
  const opener = (response: request.Response) => response.headers['cross-origin-opener-policy'];

  it('is said by every page that shows or may come to show someone’s data, rendered or cached', async () => {
    const { app } = await createTestApp();
    // The pages that hydrate: a session begins and goes on in the same document.
    for (const path of ['/carrer/sign-in', '/carrer/Generalquestions'])
      for (let visit = 0; visit < 3; visit++)
        expect(opener(await request(app).get(path).expect(200)), `${path}, visit ${visit + 1}`).toBe(
          'same-origin-allow-popups',
        );
    // A page of a session, and an email link's page (its token is someone's).
    const saved = await request(app).put('/api/application/draft/contact').send(validAnswers.contact).expect(200);
    expect(opener(await request(app).get('/culture').set('Cookie', sessionCookieOf(saved)).expect(200))).toBe(
      'same-origin-allow-popups',
    );
    expect(opener(await request(app).get('/alerts/confirm?token=someone-s-token'))).toBe('same-origin-allow-popups');
  });

  it('is not said by the public pages an anonymous visitor gets, the same for everyone', async () => {
    const { app } = await createTestApp();
    // Rendered, then answered from the page cache.
    for (const path of ['/', '/culture', '/joblistings'])
      for (let visit = 0; visit < 3; visit++)
        expect(opener(await request(app).get(path).expect(200)), `${path}, visit ${visit + 1}`).toBeUndefined();
  });
});

describe('cross-site requests', () => {
  async function signedIn() {
    const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    const user = await mintGoogleUser(`csrf-${Date.now()}@example.com`);
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    const cookie = sessionCookieOf(signIn);
    return { app, cookie };
  }

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['a null Origin (sandboxed frame)', { Origin: 'null' }],
  ])('are refused with 403 for %s, even with a valid session cookie', async (_, headers) => {
    const { app, cookie } = await signedIn();
    const put = await request(app)
      .put('/api/application/draft/contact')
      .set('Cookie', cookie)
      .set(headers)
      .send(validAnswers.contact);
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('cross_site_request');
    await request(app).post('/api/application/submit').set('Cookie', cookie).set(headers).expect(403);
    await request(app).delete('/api/session').set('Cookie', cookie).set(headers).expect(403);
    // Nothing changed: the session lives and the draft is empty.
    await request(app).get('/api/session').set('Cookie', cookie).expect(200);
    const draft = await request(app).get('/api/application/draft').set('Cookie', cookie).expect(200);
    expect(draft.body.data.steps).toEqual({});
  });

  it('are accepted from this site', async () => {
    const { app, cookie } = await signedIn();
    await request(app)
      .put('/api/application/draft/contact')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'http://127.0.0.1')
      .send(validAnswers.contact)
      .expect(200);
    const host = 'careers.example.com';
    await request(app)
      .put('/api/application/draft/general')
      .set('Cookie', cookie)
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .send(validAnswers.general)
      .expect(200);
  });

  it('are refused from this host under another scheme (an https page posting to the http site, and back)', async () => {
    const { app, cookie } = await signedIn();
    const host = 'careers.example.com';
    const put = (origin: string) =>
      request(app)
        .put('/api/application/draft/general')
        .set('Cookie', cookie)
        .set('Host', host)
        .set('Origin', origin)
        .send(validAnswers.general);
    expect((await put(`https://${host}`)).status).toBe(403);
    expect((await put(`http://${host}:8080`)).status).toBe(403);
    expect((await put(`HTTP://${host.toUpperCase()}:80`)).status).toBe(200);

    // Behind a TLS-terminating proxy (TRUST_PROXY), the request is HTTPS: only an https Origin is this site.
    const { app: proxied } = await createTestApp({
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TRUST_PROXY: '1' },
    });
    const user = await mintGoogleUser(`csrf-proxy-${Date.now()}@example.com`);
    const proxiedCookie = sessionCookieOf(
      await request(proxied)
        .post('/api/session')
        .set('X-Forwarded-Proto', 'https')
        .send({ idToken: user.idToken })
        .expect(200),
    );
    const viaProxy = (origin: string, forwardedProto: string) =>
      request(proxied)
        .put('/api/application/draft/general')
        .set('Cookie', proxiedCookie)
        .set('Host', host)
        .set('X-Forwarded-Proto', forwardedProto)
        .set('Origin', origin)
        .send(validAnswers.general);
    expect((await viaProxy(`https://${host}`, 'https')).status).toBe(200);
    expect((await viaProxy(`http://${host}`, 'https')).status).toBe(403);
    // A client's own X-Forwarded-Proto, which its proxy appended to: the proxy's entry counts.
    expect((await viaProxy(`https://${host}`, 'https, http')).status).toBe(403);
    expect((await viaProxy(`http://${host}`, 'https, http')).status).toBe(200);
  });

  it('do not stop reading pages from other sites (links)', async () => {
    const { app } = await createTestApp();
    await request(app).get('/culture').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });
});

describe('malformed and abusive requests', () => {
  it.each(['foo', 'https://', 'http://[::1', 'javascript:alert(1)'])(
    'refuse a state change with the malformed Origin %j (403, not 500)',
    async (origin) => {
      const { app } = await createTestApp();
      const response = await request(app)
        .put('/api/application/draft/contact')
        .set('Origin', origin)
        .send(validAnswers.contact);
      expect(response.status).toBe(403);
    },
  );

  it('limit how often one client writes to the application (429)', async () => {
    const { app } = await createTestApp({ env: { APPLICATION_RATE_LIMIT_PER_MINUTE: '3' } });
    for (let i = 0; i < 3; i++) await request(app).put('/api/application/draft/general').send({}).expect(400);
    const limited = await request(app).put('/api/application/draft/general').send({});
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    await request(app).get('/api/application/draft').expect(200);
  });
});

describe('the Content-Security-Policy of a cached page', () => {
  it('names the hashes of its inline scripts instead of reusing the nonce it was rendered with', async () => {
    const { createHash } = await import('node:crypto');
    const { app } = await createTestApp();
    const first = await request(app).get('/culture').expect(200);
    const cached = await request(app).get('/culture').expect(200);
    expect(cached.text).toBe(first.text);
    const policy = cspOf(cached);
    expect(policy).not.toMatch(/'nonce-/);
    const scripts = [...cached.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, content] of scripts) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
    }
  });
});
