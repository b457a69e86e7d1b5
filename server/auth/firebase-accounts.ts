import type { Logger } from '../logger';
import type { FirebaseSettings } from './firebase-settings';
import { emulatorAdminCall } from './emulator-admin';
import { lazyFirebaseAdmin } from './lazy-firebase-admin';

/** What deleting an account came to: `kept` when this server has no right to delete it. */
export type AccountDeletion = 'deleted' | 'absent' | 'kept';

/** The Firebase accounts behind the candidates: deleted when a candidate erases their data. */
export interface FirebaseAccounts {
  delete(uid: string): Promise<AccountDeletion>;
  close(): Promise<void>;
}

/** The Auth emulator's accounts, through its admin REST API (emulator-admin.ts). */
function emulatorAccounts(projectId: string, emulatorHost: string): FirebaseAccounts {
  return {
    async delete(uid) {
      const response = await emulatorAdminCall(emulatorHost, projectId, 'delete', { localId: uid });
      if (response.ok) return 'deleted';
      const text = await response.text();
      if (text.includes('USER_NOT_FOUND')) return 'absent';
      throw new Error(`The Auth emulator refused to delete the account: ${response.status} ${text}`);
    },
    close: async () => {},
  };
}

/** A real project's accounts with firebase-admin and the service account's credentials. */
function adminAccounts(projectId: string): FirebaseAccounts {
  const admin = lazyFirebaseAdmin(projectId, 'accounts');
  return {
    async delete(uid) {
      try {
        await (await admin.auth()).deleteUser(uid);
        return 'deleted';
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return 'absent';
        throw error;
      }
    },
    close: admin.close,
  };
}

/**
 * The accounts this server may delete: the emulator's, or a real project's with service-account
 * credentials (GOOGLE_APPLICATION_CREDENTIALS). Without credentials the account stays in Firebase
 * (it holds the name, email and photo Google gave): the log says so, for the company to delete it
 * in the Firebase console. Null without sign-in.
 */
export function firebaseAccountsFor(
  firebase: FirebaseSettings | null,
  emulatorHost: string | undefined,
  logger: Logger,
): FirebaseAccounts | null {
  if (!firebase) return null;
  if (emulatorHost) return emulatorAccounts(firebase.projectId, emulatorHost);
  if (firebase.checkRevoked) return adminAccounts(firebase.projectId);
  return {
    async delete(uid) {
      logger.warn(
        { uid },
        'a candidate erased their data, but their Firebase account stays: without GOOGLE_APPLICATION_CREDENTIALS this server cannot delete it (delete it in the Firebase console)',
      );
      return 'kept';
    },
    close: async () => {},
  };
}
