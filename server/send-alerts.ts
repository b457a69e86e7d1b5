// `npm run send-alerts`: writes the job alert digests due now into the outbox, delivers what the
// outbox holds, and exits (run it hourly, e.g. from cron; digests are due at ALERTS_HOUR, UTC).
// `npm run send-alerts -- --due-now`: every confirmed, unpaused subscription is due (an operator's
// resend after an outage; tests). A digest the outbox cannot deliver now stays there for the
// server's worker (or the next run) to retry.
import { alertTokens } from './alerts/alert-tokens';
import { unsubscribePath } from './alerts/alerts-service';
import { runDigests } from './alerts/digest-run';
import { loadConfigOrExit } from './config';
import { openJobsService } from './jobs/open-jobs-service';
import { createLogger } from './logger';
import { emailBrandOf } from './notifications/email-brand';
import { startNotifications } from './notifications/notifications';
import { sessionSecret } from './session/session-secret';
import { readSiteFolder } from './site/read-site-folder';
import { siteFolderOptions } from './site/site-folder-options';
import { openStorage } from './storage/storage';
import { serviceSettings } from './service-settings';

const config = loadConfigOrExit();
const logger = createLogger(serviceSettings.logger(config));
const dueNow = process.argv.includes('--due-now');

if (!config.server.PUBLIC_URL) {
  // Every alert links back to the site (its jobs, the unsubscribe): without the site's address there is nothing to link to.
  const reason =
    'PUBLIC_URL is not set: job alerts link back to the site, so none were sent. Set PUBLIC_URL to the site’s address (e.g. https://careers.example.com) and run again.';
  logger.fatal(reason);
  console.error(reason);
  process.exit(2);
}
const publicUrl = config.server.PUBLIC_URL;

const jobs = await openJobsService(serviceSettings.jobs(config), logger);
const storage = await openStorage(serviceSettings.storage(config), logger);
// The digests carry the brand of the site folder the server serves.
const site = await readSiteFolder(config.site.SITE_DIR, siteFolderOptions(serviceSettings.siteFolder(config))).catch(
  (error: unknown) => {
    logger.fatal({ err: error }, 'the site folder does not read');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
const emailBrand = emailBrandOf({ current: () => site });
const notifications = startNotifications(
  serviceSettings.notifications(config),
  storage.outbox,
  logger,
  storage.atsDeliveries,
  emailBrand,
);
const tokens = alertTokens(sessionSecret(serviceSettings.sessionSecret(config)));
try {
  const store = storage.alerts;
  const purged = await store.purgeUnconfirmed();
  if (purged > 0) logger.info({ purged }, 'unconfirmed job alerts expired');
  await runDigests({
    store,
    jobs: await jobs.all(),
    brand: emailBrand,
    publicUrl,
    unsubscribeUrl: (id) =>
      `${publicUrl}${unsubscribePath}?token=${encodeURIComponent(tokens.sign(id, 'unsubscribe'))}`,
    hour: config.alerts.ALERTS_HOUR,
    dueNow,
    logger,
  });
  await notifications.drain();
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'sending job alerts failed');
  process.exitCode = 1;
} finally {
  await notifications.stop();
  jobs.close();
  await storage.close();
}
