import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';

/**
 * firebase-admin's Auth for a project, loaded when first used (it takes a quarter of a second to
 * load), in an app named for `purpose` and this server: tests build several servers in one process.
 */
export function lazyFirebaseAdmin(projectId: string, purpose: string) {
  let loaded: Promise<{ app: App; auth: Auth }> | undefined;
  return {
    auth: async (): Promise<Auth> =>
      (
        await (loaded ??= (async () => {
          const [{ initializeApp }, { getAuth }] = await Promise.all([
            import('firebase-admin/app'),
            import('firebase-admin/auth'),
          ]);
          const app = initializeApp({ projectId }, `careers-${purpose}-${randomUUID()}`);
          return { app, auth: getAuth(app) };
        })())
      ).auth,
    async close(): Promise<void> {
      if (!loaded) return;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp((await loaded).app);
    },
  };
}
