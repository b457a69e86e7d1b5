import type { JobsService } from '../jobs/jobs-service';
import type { Logger } from '../logger';
import type { AlertsStore } from './alerts-store';

/** How often the server looks whether its list of jobs changed. */
const CHECK_MS = 60_000;

/**
 * Records when each job is first seen (job alerts list the jobs first seen since a digest; a job
 * page answers 410 for a job seen once and no longer open): at start, as soon as the source holds
 * a new list (a jobs file read again, a feed loaded), and every minute besides. `npm run
 * send-alerts` records them too before it computes digests, so a job is
 * never missed; this makes "first seen" the time a job appeared rather than the time of a run.
 */
export function recordJobSightings(jobs: JobsService, store: AlertsStore, logger: Logger) {
  let recorded = '';
  let running: Promise<void> | undefined;
  // A change told while a check runs is looked at once it ends.
  let again = false;
  const check = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const version = jobs.version();
        if (version === recorded && version !== 'none') return;
        const all = await jobs.all();
        await store.recordSightings(all.map((job) => job.id));
        recorded = jobs.version();
      } catch (error) {
        logger.warn({ err: error }, 'recording the jobs first seen failed');
      } finally {
        running = undefined;
        if (again) {
          again = false;
          check();
        }
      }
    })();
  };
  check();
  jobs.onChange(check);
  const timer = setInterval(check, CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
