import { randomUUID } from 'node:crypto';
import { defineConfig } from 'vite';
import { runtimeModules } from './build-tools/runtime-modules.ts';

/**
 * The Express server as one bundle (dist/server/index.js, its entry, and the chunks it loads from dist/server/assets/; migrate.js for `npm run migrate`, send-alerts.js for `npm run send-alerts`, check-site.js for `npm run check-site` in the container, backup.js for `npm run backup`, resume-worker.js for the processes that judge uploads):
 * loading a few dozen files instead of some hundreds halves the cold start (BENCHMARKS.md). It runs after
 * `react-router build`, beside the pages' build in the same folder.
 */
export default defineConfig({
  ssr: { noExternal: true, external: runtimeModules },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    // server/build-id.ts: what caches of an earlier start must match.
    __SERVER_BUILD_ID__: JSON.stringify(randomUUID()),
  },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: false,
    target: 'node20',
    rolldownOptions: {
      input: {
        // server/start.ts loads server/index.ts once V8's compile cache is on.
        index: 'server/start.ts',
        migrate: 'server/migrate.ts',
        'send-alerts': 'server/send-alerts.ts',
        'check-site': 'server/check-site.ts',
        backup: 'server/backup.ts',
        // Forked as a worker process by server/resume/resume-workers.ts, beside index.js.
        'resume-worker': 'server/resume/resume-worker.ts',
      },
    },
  },
});
