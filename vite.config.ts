import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress-plugin.ts';

// Two builds from one config (see docs/decisions/001-ssr-without-vite-plugin-ssr.md):
// `vite build` makes the browser bundle with a manifest the server reads to preload each
// route's chunks; `vite build --ssr` makes the server bundle: the React render entry and
// the Express server itself, so production runs plain JavaScript with no dev tools.
const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: object };

/**
 * Production dependencies the server bundle leaves in node_modules: a native addon, and the
 * large ones loaded only when configured (Firebase Admin with credentials, Postgres). The rest
 * is bundled into dist/server: one file to load instead of some hundreds halves the cold start
 * (BENCHMARKS.md). Development tools (Vite for `--dev`) are never bundled.
 */
const serverExternals = [
  'better-sqlite3',
  'firebase-admin',
  'pg',
  'connect-pg-simple',
  ...Object.keys(devDependencies),
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), precompress()],
  ssr: isSsrBuild ? { noExternal: true, external: serverExternals } : undefined,
  // The built server always runs React's production build (development uses Vite's dev server):
  // fixed at build time, so the bundle does not carry React's development build as well.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: {
          input: {
            'entry-server': 'client/entry-server.tsx',
            index: 'server/index.ts',
            migrate: 'server/migrate.ts',
          },
        },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        manifest: true,
        // Browsers without modulepreload (Safari 16, Firefox before 115) still load every module,
        // only later; the polyfill cost every page 0.5 kB for them.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React and React Router in one chunk of their own: it outlives deploys of our code
              // in browsers' caches, and lazy chunks never pull parts of it into a shared chunk.
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
}));
