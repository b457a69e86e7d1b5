import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_FILE_MODE, writePrivateFile } from '../../server/storage/private-files';

const folder = mkdtempSync(join(tmpdir(), 'private-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('writePrivateFile', () => {
  it('never shows a reader the file half written, and leaves nothing else behind', async () => {
    const file = join(folder, 'message.eml');
    const content = Buffer.alloc(64 * 1024 * 1024, 'a');
    const sizesSeen = new Set<number>();
    let done = false;
    const writing = writePrivateFile(file, content).then(() => (done = true));
    // Looks at the file between every turn of the event loop while it is written.
    while (!done) {
      if (existsSync(file)) sizesSeen.add(statSync(file).size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect([...sizesSeen].filter((size) => size !== content.length)).toEqual([]);
    expect(statSync(file).size).toBe(content.length);
    expect(statSync(file).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    expect(readdirSync(folder)).toEqual(['message.eml']);
  });
});
