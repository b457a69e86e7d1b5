/**
 * One call of the Auth emulator's admin REST API (`accounts:<action>` of `projectId`), without
 * firebase-admin, which finds an emulator only through the process-wide
 * FIREBASE_AUTH_EMULATOR_HOST (emulator-token-verifier.ts says why that is not used). The
 * emulator takes `Bearer owner` as its stand-in for admin credentials. Rejects when it cannot be
 * reached within 5 s; the caller reads the answer.
 */
export function emulatorAdminCall(
  emulatorHost: string,
  projectId: string,
  action: 'lookup' | 'delete' | 'sendOobCode',
  body: object,
): Promise<Response> {
  return fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${action}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
}
