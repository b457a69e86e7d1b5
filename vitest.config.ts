import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four suites, run in this order by `npm test`: unit (pure code), integration (the Express
// app through supertest, or the server as a process), e2e (the built site in Chromium), and
// Lighthouse (what the built site's pages score and send, in Chromium, last).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/require-build.ts', 'tests/support/temp-folders.ts'],
          setupFiles: ['tests/support/close-test-apps.ts'],
          // Three files at once on two cores: most of their time is spent waiting on sockets,
          // child servers and Postgres (vitest's default there is cores - 1: one at a time).
          maxWorkers: 3,
          // A worker runs its files one after another in one module graph instead of importing the
          // server's code again for each file, which takes most of a file's time on a 2-core machine.
          // The files restore what they change (process.env, fake timers) and close their apps.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/require-build.ts', 'tests/support/temp-folders.ts'],
          // Two files (two Chromiums, two servers) at once: a browser test mostly waits on the
          // page, and each file has its own server, data folder and browser.
          maxWorkers: 2,
          // As in integration: one module graph per worker (Playwright and the helpers imported once).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The last step of `npm test` (`npm run test:lighthouse` alone, after `npm run build`): the
        // checks that do not depend on timing. The performance score is a benchmark
        // (bench/lighthouse-performance.ts).
        extends: true,
        test: {
          name: 'lighthouse',
          include: ['tests/lighthouse/**/*.test.ts'],
          globalSetup: ['tests/support/require-build.ts', 'tests/support/temp-folders.ts'],
          // Two files of pages side by side (tests/lighthouse/page-checks.ts says why).
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
