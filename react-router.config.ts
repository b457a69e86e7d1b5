import type { Config } from '@react-router/dev/config';

// Pages are React Router route modules (docs/decisions/003). The Express server in server/ mounts
// the built request handler; `npm run build` writes the browser files to dist/client and the
// pages' server build to dist/server/pages.js, beside the Express server's own bundle.
export default {
  appDirectory: 'client',
  buildDirectory: 'dist',
  serverBuildFile: 'pages.js',
  ssr: true,
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
