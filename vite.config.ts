import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds from one config (see docs/decisions/001-ssr-without-vite-plugin-ssr.md):
// `vite build` makes the browser bundle with a manifest the server reads to preload each
// route's chunks; `vite build --ssr` makes the server bundle: the React render entry and
// the Express server itself, so production runs plain JavaScript with no dev tools.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: {
          input: {
            'entry-server': 'client/entry-server.tsx',
            index: 'server/index.ts',
          },
        },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        manifest: true,
      },
}));
