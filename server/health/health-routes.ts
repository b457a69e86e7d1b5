import { Router } from 'express';
import type { Logger } from '../logger';

/** Something that must be reachable for the server to take traffic (a database, say). */
export type ReadinessCheck = { name: string; check: () => Promise<void> };

/**
 * `/healthz`: the process is alive (restart it if not). `/readyz`: it can serve requests
 * (stop routing to it if not). Neither is cached by anything in between.
 */
export function healthRoutes(readinessChecks: readonly ReadinessCheck[], logger: Logger): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const failed: string[] = [];
    for (const { name, check } of readinessChecks) {
      try {
        await check();
      } catch (error) {
        logger.warn({ err: error, check: name }, 'readiness check failed');
        failed.push(name);
      }
    }
    res
      .status(failed.length ? 503 : 200)
      .set('Cache-Control', 'no-store')
      .json(failed.length ? { status: 'unavailable', failed } : { status: 'ready' });
  });
  return router;
}
