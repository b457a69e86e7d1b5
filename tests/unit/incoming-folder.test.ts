import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openIncomingFolder } from '../../server/resume/incoming-folder';

const dataDir = mkdtempSync(join(tmpdir(), 'incoming-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the folder uploads are written into while they arrive', () => {
  it("is this process's own and private; a stopped process's is removed, a running one's kept", async () => {
    const leftBy = (pid: number) => {
      const folder = join(dataDir, 'incoming', `process-${pid}-abc`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'body'), 'half an upload');
      return folder;
    };
    const stopped = leftBy(2 ** 22 + 1); // above Linux's largest process id
    const running = leftBy(process.ppid);
    const incoming = await openIncomingFolder(dataDir);
    expect(existsSync(stopped)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(incoming.path).toMatch(new RegExp(`process-${process.pid}-`));
    expect(statSync(join(dataDir, 'incoming')).mode & 0o777).toBe(0o700);
    await incoming.remove();
    expect(existsSync(incoming.path)).toBe(false);
  });
});
