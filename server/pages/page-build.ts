import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { staticAssets } from '../http/static-assets';
import { createStylesheetReader } from './inline-stylesheets';

/** The pages and the browser's files: from the production build, or from Vite in development. */
export interface PageBuild {
  /** Serves the browser's files (scripts, styles, images). */
  assets: RequestHandler;
  /** The pages' server build (React Router's), fresh from source on each call in development. */
  serverBuild(): Promise<ServerBuild>;
  mode: 'production' | 'development';
  /**
   * Render every document from the whole server build, as React Router's own adapters do, rather
   * than from a build of the routes it names (server/pages/page-routes.ts). Not set when serving:
   * tests/integration/framework-reach.test.ts holds the two ways to the same documents.
   */
  wholeBuild?: boolean;
  /** The text of a built stylesheet, to inline it; absent in development. */
  stylesheetText?: (href: string) => string | undefined;
  close?(): Promise<void>;
}

/** Pages from the production build: `dist/client` (browser files) and `dist/server/pages.js`. */
export async function loadBuiltPages(distDir: string): Promise<PageBuild> {
  const buildPath = join(distDir, 'server/pages.js');
  if (!existsSync(buildPath)) {
    throw new Error(`No production build at ${distDir} (missing ${buildPath}): run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const clientDir = join(distDir, 'client');
  return {
    assets: staticAssets(clientDir),
    serverBuild: async () => build,
    mode: 'production',
    stylesheetText: createStylesheetReader(clientDir),
  };
}

/**
 * Pages from source through Vite in middleware mode, with hot module replacement (React Router's
 * node-custom-server template does the same). Vite is a development dependency, so it is
 * imported here only, never in production.
 */
export async function createDevPages(): Promise<PageBuild> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    assets: vite.middlewares,
    serverBuild: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
    mode: 'development',
    close: () => vite.close(),
  };
}
