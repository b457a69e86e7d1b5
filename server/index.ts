import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { createApp } from './app';
import { loadConfigOrExit } from './config';
import { closeServer } from './http/close-server';
import { createHttpServer } from './http/http-server';
import { createLogger } from './logger';
import { serviceSettings } from './service-settings';
import { createDevPages, loadBuiltPages } from './pages/page-build';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
const logger = createLogger(serviceSettings.logger(config));
const { NODE_ENV, TRUST_PROXY, PORT, HOST } = config.server;
if (NODE_ENV === 'production' && !TRUST_PROXY) {
  // Not an error: `docker run -p 3000:3000` tried on http://localhost is this case, and works.
  logger.warn(
    'TRUST_PROXY is not set: this server sees every request as plain HTTP unless it arrives over TLS itself, ' +
      'so session cookies are sent without Secure and HSTS is not sent. Behind a TLS-terminating proxy, ' +
      'set TRUST_PROXY (e.g. 1) so that they are.',
  );
}
// `npm run dev` passes --dev: pages come from source through Vite, with hot reload. Everything
// else (npm start, npm run serve, the container) serves the production build in dist/.
const devMode = process.argv.includes('--dev');
const pages = devMode ? await createDevPages() : await loadBuiltPages(resolve('dist'));
const app = await createApp({ config, logger, pages, contentSecurityPolicy: !devMode }).catch((error: unknown) => {
  // A database this release cannot use (too new, a failed migration) stops the start with its reason.
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'could not start');
  process.exit(1);
});

// SIGHUP reads the site folder again (and a jobs file, JOBS_SOURCE=file:…), as daemons reload
// their configuration: sessions and drafts stay, cached pages of the old folder are not served.
// A folder that no longer reads is logged and the one before stays. In development every save
// of the folder is read; a jobs file is also noticed when it changes.
process.on('SIGHUP', () => {
  logger.info('SIGHUP: reading the site folder again');
  void app.reloadSite();
  if (config.jobs.JOBS_SOURCE.kind === 'file') {
    logger.info('SIGHUP: reading the jobs file again');
    void app.reloadJobs();
  }
});
if (devMode) app.watchSite();

const server = createHttpServer(app.requestListener, serviceSettings.httpServer(config));
server.once('error', (error) => {
  logger.fatal({ err: error }, 'could not listen');
  process.exit(1);
});
server.listen(PORT, HOST, () => {
  // The heap bound comes from NODE_OPTIONS (the Dockerfile sets one); logged so an operator can see it took.
  const heapLimitMiB = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  logger.info({ address: server.address(), mode: NODE_ENV, devMode, heapLimitMiB }, 'listening');
});

// closeWithGrace would shut down on SIGHUP too: it is left to the reload above.
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, skip: ['SIGHUP'] }, async ({ signal, err }) => {
  if (err) logger.fatal({ err }, 'shutting down after an uncaught error');
  else logger.info({ signal }, 'shutting down');
  await closeServer(server);
  await app.close();
  await pages.close?.();
  logger.info('stopped');
});
