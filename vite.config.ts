import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress-plugin.ts';
import { runtimeModules } from './build-tools/runtime-modules.ts';

// The pages: React Router's framework mode (docs/decisions/003). `react-router build` makes the
// browser bundle (dist/client) and the pages' server build (dist/server/pages.js), which the
// Express server (vite.server.config.ts) loads at start. `npm run dev` serves them from source.
export default defineConfig({
  publicDir: 'client/public',
  plugins: [reactRouter(), precompress()],
  // Vite's manifest is kept for the JavaScript budget test (tests/integration/bundle-budget.test.ts); never served.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        // Browsers without modulepreload (Safari 16, Firefox before 115) still load every module,
        // only later; the polyfill cost every page 0.5 kB for them.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React and React Router in one chunk of their own: it outlives deploys of our code
              // in browsers' caches, and lazy chunks never pull parts of it into a shared chunk.
              // Pages preload it at low priority by this name (client/entry.server.tsx).
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                // Our modules that three or more pages share (layout parts, hooks, route paths, the
                // check of a day that the wizard and the pages showing dates use) in
                // one chunk: as a dozen chunks of a few hundred bytes each they were a dozen
                // requests before the first paint on a slow mobile connection (Lighthouse).
                {
                  name: 'shared',
                  test: /[\\/]client[\\/]((app|site)[\\/]|page-head\.ts|application[\\/]field-labels\.ts)|[\\/]shared[\\/](route-paths|site|calendar-day|application[\\/](steps|requisition))\.ts/,
                  minShareCount: 3,
                  priority: 1,
                },
                // The two layouts' hooks, the header's signed-in user and recruiting links, and the
                // page's CSP nonce in one chunk rather than one each (requests fewer before the
                // first paint on every page, as above).
                {
                  name: 'layout-hooks',
                  test: /[\\/]client[\\/](site[\\/]use-(job-board|popup)\.ts|auth[\\/]signed-in-user\.tsx|recruiter[\\/]recruiting-links\.tsx|app[\\/]csp-nonce\.ts)$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // Our code and its small dependencies in one file; React and React Router stay in
      // node_modules, shared with the Express server (one copy: see build-tools/runtime-modules.ts).
      resolve: { noExternal: true, external: runtimeModules },
      build: { target: 'node20' },
    },
  },
  // The built pages always run React's production build (development uses Vite's dev server).
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'development' ? 'development' : 'production'),
  },
});
