import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydratingPageBudgets, PUBLIC_PAGE_SCRIPT_BUDGET, publicBudgetPaths } from '../support/page-budgets';
import { createTestApp } from '../support/test-app';

// Size budgets are checked on the production build: unlike timings, bytes are deterministic.
const clientDir = 'dist/client';
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** What the Firebase SDK's code always carries, whatever the minifier renames. */
const firebaseMarkers = ['@firebase/', 'FirebaseError'];

/** The script files a first visit to `path` downloads: the entry and the chunks the page preloads. */
function scriptFilesOf(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

async function htmlOf(app: Parameters<typeof request>[0], path: string): Promise<string> {
  return (await request(app).get(path).expect(200)).text;
}

async function scriptsOf(app: Parameters<typeof request>[0], path: string): Promise<string[]> {
  const files = scriptFilesOf(await htmlOf(app, path));
  expect(files.length, `no scripts found in the HTML of ${path}`).toBeGreaterThan(0);
  return files;
}

/** The code of the page's inline scripts that run (no `src`; not JSON-LD, not speculation rules). */
function inlineCodeOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\stype="(?!module"|text\/javascript")/.test(attributes!))
    .map(([, , code]) => code!);
}

/** The manifest keys a chunk loads before it runs (static imports, transitively). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The bytes the server sends for `file` to a browser that accepts gzip (not Brotli), as the budget counts them. */
async function gzipBytesServed(app: Parameters<typeof request>[0], file: string): Promise<number> {
  const response = await request(app).get(`/${file}`).set('Accept-Encoding', 'gzip').expect(200);
  const length = Number(response.headers['content-length']);
  expect(length, `/${file} has no Content-Length`).toBeGreaterThan(0);
  return length;
}

// Keys are paths from the project's root; React Router builds each route module as `<file>?<clientRoute>`.
const clientRoute = '?__react-router-build-client-route';
const firebaseKey = 'client/auth/firebase-auth.ts';
const pageKeys = Object.keys(manifest).filter((key) => key.startsWith('client/pages/'));

let app: Parameters<typeof request>[0];

beforeAll(async () => {
  ({ app } = await createTestApp());
});

describe('JavaScript budget', () => {
  it.each(Object.entries(hydratingPageBudgets))(
    'a first visit to %s (it hydrates) downloads at most its budget',
    async (path, budget) => {
      const files = await scriptsOf(app, path);
      const sizes = await Promise.all(files.map((file) => gzipBytesServed(app, file)));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      const breakdown = files.map((file, index) => `${file}: ${sizes[index]}`).join(', ');
      expect(total, `${path} sends ${total} bytes of gzipped JavaScript (${breakdown})`).toBeLessThanOrEqual(budget);
    },
  );

  // A public page loads no script file, no framework; its inline script (gzip as the
  // document is sent) stays within 15 KB.
  it.each(publicBudgetPaths)(
    'a first visit to %s (public) loads no script file and at most 15 KB of inline script',
    async (path) => {
      const html = await htmlOf(app, path);
      expect(scriptFilesOf(html), `${path} loads script files`).toEqual([]);
      expect(html, `${path} preloads modules`).not.toContain('modulepreload');
      const code = inlineCodeOf(html);
      expect(code.length, `${path} has no inline script (the last-visited path, the popovers)`).toBe(1);
      const bytes = gzipSync(code.join('')).length;
      expect(bytes, `${path} inlines ${bytes} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
        PUBLIC_PAGE_SCRIPT_BUDGET,
      );
    },
  );

  // The public pages load no script file at all (above); the first step of the wizard hydrates
  // without Firebase, which only signing in needs.
  it("the wizard's first step loads no Firebase code", async () => {
    for (const file of await scriptsOf(app, '/carrer/sign-up')) {
      const code = readFileSync(join(clientDir, file), 'utf8');
      for (const marker of firebaseMarkers) expect(code.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  });

  it('the Firebase SDK is in a chunk of its own, which only the sign-in page loads', () => {
    const firebaseFiles = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => firebaseMarkers.some((marker) => readFileSync(join(clientDir, file), 'utf8').includes(marker)));
    expect(firebaseFiles).toEqual([manifest[firebaseKey]?.file]);
    // Loaded on demand (import()), never as a static import of the entry or of a page.
    const staticImporters = Object.keys(manifest).filter(
      (key) => key !== firebaseKey && staticClosure(key).has(firebaseKey),
    );
    expect(staticImporters).toEqual([]);
    expect(manifest[`client/pages/sign-in-page.tsx${clientRoute}`]?.dynamicImports).toContain(firebaseKey);
  });

  it.each(pageKeys)('%s ships no code of another page', (pageKey) => {
    const otherPages = [...staticClosure(pageKey)].filter((key) => key !== pageKey && key.startsWith('client/pages/'));
    expect(otherPages).toEqual([]);
    // Nor a shared chunk that the bundler merged another page's module into.
    const otherPageFiles = new Set(pageKeys.filter((key) => key !== pageKey).map((key) => manifest[key]!.file));
    const mergedIn = [...staticClosure(pageKey)]
      .map((key) => manifest[key]!.file)
      .filter((file) => otherPageFiles.has(file));
    expect(mergedIn).toEqual([]);
  });
});
