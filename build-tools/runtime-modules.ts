import { readFileSync } from 'node:fs';

const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: object };

/**
 * Packages both server bundles leave in node_modules. React and React Router must be one copy in
 * the process: the pages' loaders return React Router's `data()`/`redirect()` objects that its
 * request handler (in the Express bundle) recognises by class. The rest are a native addon and
 * the large packages loaded only when configured (Firebase Admin with credentials, Postgres).
 * Development tools (Vite for `--dev`) are never bundled.
 */
export const runtimeModules = [
  'react',
  'react-dom',
  'react-router',
  'better-sqlite3',
  'firebase-admin',
  'pg',
  'connect-pg-simple',
  ...Object.keys(devDependencies),
];
