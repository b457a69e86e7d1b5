import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltPages, type PageBuild } from '../../server/pages/page-build';
import { validAnswers } from '../support/application-answers';
import { concretePath } from '../support/concrete-path';
import { createTestApp } from '../support/test-app';

// The site reaches past React Router's public API in one module,
// shared/react-router-reach.server.ts, each reach kept because the public way costs more (docs/decisions/007 has the
// measurements):
// 1. the loader data handed over in `renderMeta.streamCache`, so that the document renders with
//    `renderToString`; the public way is React's streaming renderer read once all is ready (the
//    entry's `handleRequestStreamed`);
// 2. each document rendered from a copy of the server build cut to the routes it names; the public
//    way is the whole build (`PageBuild.wholeBuild`);
// 3. the framework's modulepreload link, which React Router writes, lowered in priority.
// `react-router` is on a caret range: these tests render real pages each way and fail on the
// release that makes a reach's document differ from the public way's, or the link unfound.

type App = Awaited<ReturnType<typeof createTestApp>>['app'];
const apps: Record<'today' | 'streamed' | 'wholeBuild', App> = {} as never;

beforeAll(async () => {
  const pages = await loadBuiltPages(resolve('dist'));
  const build = await pages.serverBuild();
  const entry = build.entry.module as ServerBuild['entry']['module'] & { handleRequestStreamed?: unknown };
  if (typeof entry.handleRequestStreamed !== 'function') throw new Error('the entry has no handleRequestStreamed');
  const streamed: ServerBuild = {
    ...build,
    entry: { module: { ...entry, default: entry.handleRequestStreamed as ServerBuild['entry']['module']['default'] } },
  };
  const variants: Record<keyof typeof apps, PageBuild> = {
    today: pages,
    streamed: { ...pages, serverBuild: async () => streamed },
    wholeBuild: { ...pages, wholeBuild: true },
  };
  for (const [name, variant] of Object.entries(variants)) {
    apps[name as keyof typeof apps] = (await createTestApp({ pages: variant })).app;
  }
});

/**
 * A document as a browser gets it, with what differs between two renders by design blanked: the
 * CSP nonce, and the clock the pages' loaders read (`now`, in the loader data).
 */
async function documentAt(app: App, path: string, withSession: boolean) {
  const browser = request.agent(app);
  if (withSession) await browser.put('/api/application/draft/contact').send(validAnswers.contact).expect(200);
  // One Host for every app: a job's structured data is written on the request's origin.
  const response = await browser.get(path).set('Accept', 'text/html').set('Host', 'careers.test');
  const html = response.text.replace(/nonce="[^"]+"/g, 'nonce="(nonce)"').replace(/(\\"now\\",)\d+/g, '$1(now)');
  return { status: response.status, html };
}

/** The loader data React Router wrote into a document: every chunk its browser router reads. */
const loaderDataOf = (html: string) => html.match(/streamController\.enqueue\([^]*?\);/g) ?? [];

describe("reaches into React Router's internals: the same documents as its public way", () => {
  it.each([
    ['a public page', '/culture', false, 200, false],
    ['the job listings', '/joblistings', false, 200, false],
    ['a job', concretePath('/joblistings/:jobId'), false, 200, false],
    ['a wizard step with a session', '/carrer/Generalquestions', true, 200, true],
    ['the sign-in page', '/carrer/sign-in', false, 200, true],
    ['the NotFound page', '/no/such/page', false, 404, false],
  ])('%s (%s)', async (_name, path, withSession, status, hydrates) => {
    const today = await documentAt(apps.today, path, withSession);
    expect(today.status).toBe(status);
    if (hydrates) {
      expect(loaderDataOf(today.html).length, 'loader data in the document').toBeGreaterThan(0);
      expect(today.html).toContain('window.__reactRouterContext.streamController.close();');
      expect(today.html, 'reach 3: the framework link lowered').toMatch(
        /<link rel="modulepreload" fetchpriority="low" href="\/assets\/framework-[\w-]+\.js"/,
      );
    } else {
      // A public page does not hydrate: no loader data to hand over, the same document still.
      expect(today.html).not.toContain('window.__reactRouterContext');
    }

    const streamed = await documentAt(apps.streamed, path, withSession);
    expect(streamed.status).toBe(status);
    // The loader data first, for a message that says where they part; then the whole document.
    expect(loaderDataOf(today.html), 'reach 1: the loader data handed over').toEqual(loaderDataOf(streamed.html));
    expect(today.html, 'reach 1: the loader data handed over').toBe(streamed.html);

    const whole = await documentAt(apps.wholeBuild, path, withSession);
    expect(whole.status).toBe(status);
    expect(today.html, 'reach 2: the build cut to the page').toBe(whole.html);
  });
});
