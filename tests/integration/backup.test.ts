import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { applyOverHttp } from '../support/apply-over-http';
import { uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { runNodeToExit, type ServerProcess, startServer } from '../support/server-process';
import { freshDataDir } from '../support/test-app';

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('npm run backup', () => {
  it(
    'copies the SQLite database while 50 candidates apply: the copy opens and holds every application acknowledged before it began',
    { timeout: 180_000 },
    async () => {
      const dataDir = freshDataDir();
      const env = {
        DATA_DIR: dataDir,
        APPLICATION_RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        RESUME_CHECKS_PER_CLIENT_PER_HOUR: '100000',
      };
      server = await startServer({ env });
      const acknowledged: string[] = [];
      const before: string[] = [];
      let backupState: 'not yet' | 'running' | 'done' = 'not yet';
      // Each saved write's span, from sent to acknowledged (performance.now()).
      const writes: { sentAt: number; doneAt: number }[] = [];
      // 50 candidates apply, then keep saving a new draft's answers until the copy is made.
      const writing = Array.from({ length: 50 }, async () => {
        const { reference, cookie } = await applyOverHttp(server!.url, uniqueEmail());
        acknowledged.push(reference!);
        if (backupState === 'not yet') before.push(reference!);
        while (backupState !== 'done') {
          const sentAt = performance.now();
          const saved = await fetch(`${server!.url}/api/application/draft/general`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify(validAnswers.general),
          });
          await saved.arrayBuffer();
          if (saved.status === 200) writes.push({ sentAt, doneAt: performance.now() });
        }
      });
      // Begun once writes are going on: each candidate who applied keeps one under way.
      await eventually(() => acknowledged.length >= 10 && writes.length > 0, 60_000, 'applications and writes');
      const copy = join(freshDataDir(), 'backup.db');
      backupState = 'running';
      const backupStart = performance.now();
      const backup = await runNodeToExit(['dist/server/backup.js', copy], { ...process.env, DATA_DIR: dataDir });
      const backupEnd = performance.now();
      backupState = 'done';
      await Promise.all(writing);
      // Writes the site took while the copy was made: sent before it ended, acknowledged after it began.
      const writesDuringBackup = writes.filter(
        ({ sentAt, doneAt }) => sentAt < backupEnd && doneAt > backupStart,
      ).length;

      // The figure (RELIABILITY.md): what the copy held, against what was acknowledged before it began.
      console.log(
        `backup while 50 candidates write: ${before.length} applications acknowledged before it, ` +
          `${writesDuringBackup} writes under way while it ran; ${backup.output.trim()}`,
      );
      expect(backup.output).toMatch(/\d+ applications, \d+ resumes/);
      expect(backup.code).toBe(0);
      expect(writesDuringBackup).toBeGreaterThan(0);
      expect(statSync(copy).mode & 0o777).toBe(0o600);
      const database = new Database(copy, { readonly: true });
      try {
        expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
        const references = new Set(
          (database.prepare('SELECT reference FROM applications').all() as { reference: string }[]).map(
            (row) => row.reference,
          ),
        );
        expect(before.length).toBeGreaterThanOrEqual(10);
        expect(before.filter((reference) => !references.has(reference))).toEqual([]);
      } finally {
        database.close();
      }
      // The site went on serving while the copy was made: all 50 applied.
      expect(acknowledged).toHaveLength(50);
    },
  );

  it('refuses to overwrite a file, and sends a Postgres site to pg_dump', async () => {
    const dataDir = freshDataDir();
    new Database(join(dataDir, 'careers.db')).close();
    const existing = join(dataDir, 'taken.db');
    new Database(existing).close();
    const taken = await runNodeToExit(['dist/server/backup.js', existing], { ...process.env, DATA_DIR: dataDir });
    expect(taken.code).toBe(1);
    expect(taken.output).toMatch(/exists: name a new file/);
    const postgres = await runNodeToExit(['dist/server/backup.js', join(dataDir, 'copy.db')], {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(postgres.code).toBe(2);
    expect(postgres.output).toMatch(/pg_dump/);
    expect(existsSync(join(dataDir, 'copy.db'))).toBe(false);
  });
});
