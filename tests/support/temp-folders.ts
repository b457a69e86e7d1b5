import { rmSync } from 'node:fs';

/** Where the test processes' Chromiums keep their temporary files (tests/support/chromium.ts). */
export const chromiumTempRoot = 'tests/.tmp/chromium';

/**
 * Removes, after the run, the data folders the test apps and servers created
 * (tests/support/test-app.ts, server-process.ts) and the Chromiums' temporary files.
 */
export default function tempFolders(): () => void {
  return () => {
    rmSync('tests/.tmp/data', { recursive: true, force: true });
    rmSync(chromiumTempRoot, { recursive: true, force: true });
  };
}
