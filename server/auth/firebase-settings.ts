import type { FirebaseWebConfig } from '../../shared/session-user';
import type { Environment } from '../config';

/** The project id the local Auth emulator runs under (`demo-` ids never reach Google). */
export const EMULATOR_PROJECT_ID = 'demo-careers';

export interface FirebaseSettings {
  projectId: string;
  /** What the browser gets: public values only. */
  web: FirebaseWebConfig;
  /** Revocation and disabled users can be checked (see token-verifier.ts). */
  checkRevoked: boolean;
}

/**
 * Sign-in works against a Firebase project (FIREBASE_PROJECT_ID, FIREBASE_API_KEY and
 * FIREBASE_AUTH_DOMAIN) or against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, which
 * production refuses). Without either, the site runs without sign-in.
 */
export function firebaseSettings(
  config: Pick<
    Environment,
    | 'FIREBASE_PROJECT_ID'
    | 'FIREBASE_API_KEY'
    | 'FIREBASE_AUTH_DOMAIN'
    | 'FIREBASE_AUTH_EMULATOR_HOST'
    | 'GOOGLE_APPLICATION_CREDENTIALS'
  >,
): FirebaseSettings | null {
  const emulatorHost = config.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) {
    const projectId = config.FIREBASE_PROJECT_ID ?? EMULATOR_PROJECT_ID;
    return {
      projectId,
      web: {
        apiKey: config.FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
        emulatorUrl: `http://${emulatorHost}`,
      },
      checkRevoked: true,
    };
  }
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_DOMAIN: authDomain } = config;
  if (!projectId || !apiKey || !authDomain) return null;
  return {
    projectId,
    web: { apiKey, authDomain, projectId },
    checkRevoked: Boolean(config.GOOGLE_APPLICATION_CREDENTIALS),
  };
}
