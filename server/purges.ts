import type { Logger } from './logger';
import type { OutboxFiles } from './notifications/outbox-files';
import type { Storage } from './storage/storage';

interface PurgeSources {
  storage: Storage;
  emailFiles: OutboxFiles;
  logger: Logger;
  /** A visitor's draft is erased once its session has ended: this long after its last change. */
  abandonedDraftMs: number;
  /** APPLICATION_RETENTION_DAYS. */
  retentionDays: number;
}

/** How often the purges run; and once at start. */
const PURGE_EVERY_MS = 15 * 60_000;

/**
 * What the site keeps only for a while, erased every 15 minutes and at start: abandoned drafts,
 * applications past their retention, unconfirmed alerts, sign-in link emails and ended limit
 * windows. Each purge's failure is logged and the next run tries again. Returns the stop.
 */
export function startPurges({ storage, emailFiles, logger, abandonedDraftMs, retentionDays }: PurgeSources) {
  const warnOnFailure = (message: string) => (error: unknown) => logger.warn({ err: error }, message);
  // A visitor's draft is reachable only through their session, which ends at most that long after
  // the draft's last change: once it has, the draft goes.
  const purgeAbandonedDrafts = () =>
    storage.applications
      .purgeAbandonedDrafts(Date.now() - abandonedDraftMs)
      .catch(warnOnFailure('purging abandoned drafts failed'));
  // Applications, resumes and sent emails (their .eml files too) are kept APPLICATION_RETENTION_DAYS
  // (docs/api.md, "Retention"), then erased. A file whose message is gone by any way is removed on the same pass.
  const purgeExpiredApplications = async () => {
    const { messageIds, ...purged } = await storage.candidate.purgeExpired(Date.now() - retentionDays * 86_400_000);
    await emailFiles.remove(messageIds);
    const leftOverFiles = await emailFiles.removeLeftOver((ids) => storage.candidate.existingMessages(ids));
    if (purged.applications + purged.resumes + purged.messages + leftOverFiles > 0) {
      // The purged rows' earlier versions are in the WAL until it is emptied (Storage.clearDeleted).
      if (!(await storage.clearDeleted()))
        logger.warn('after the retention purge the database could not empty its WAL now: the next purge does');
      logger.info({ ...purged, leftOverFiles }, 'retention purge');
    }
  };
  // Job alerts left unconfirmed for a week lapse (their confirmation links with them).
  const purgeUnconfirmedAlerts = () =>
    storage.alerts.purgeUnconfirmed().catch(warnOnFailure('purging unconfirmed job alerts failed'));
  // A sign-in link's email is kept an hour (the privacy notice), its .eml file with it.
  const purgeSignInEmails = async () =>
    emailFiles.remove(await storage.outbox.deleteSignInEmailsBefore(Date.now() - 3_600_000));
  const purge = () =>
    Promise.all([
      purgeAbandonedDrafts(),
      purgeExpiredApplications().catch(warnOnFailure('the retention purge failed')),
      purgeUnconfirmedAlerts(),
      purgeSignInEmails().catch(warnOnFailure('purging sign-in link emails failed')),
      storage.sweepLimits().catch(warnOnFailure('sweeping ended limit windows failed')),
    ]);
  void purge();
  const timer = setInterval(purge, PURGE_EVERY_MS).unref();
  return () => clearInterval(timer);
}
