import { existsSync } from 'node:fs';

/** Integration and e2e tests drive the production build, which `npm test` makes first. */
export default function requireBuild(): void {
  if (!existsSync('dist/server/pages.js') || !existsSync('dist/server/index.js')) {
    throw new Error('No production build in dist/: run `npm run build` before these tests (npm test does).');
  }
}
