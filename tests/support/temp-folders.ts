import { rmSync } from 'node:fs';

/** Removes the data folders the test apps created (tests/support/test-app.ts) after the run. */
export default function tempFolders(): () => void {
  return () => rmSync('tests/.tmp/data', { recursive: true, force: true });
}
