import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The .eml files that outbox emails become without SMTP_URL (email-sender.ts), one per outbox
 * message, named by its id. They are the message's copy on disk: a message's row deleted
 * (erasure, retention) takes its file with it.
 */
export function outboxFiles(dataDir: string) {
  const folder = resolve(dataDir, 'outbox');
  const fileOf = (id: string) => join(folder, `${id}.eml`);
  return {
    folder,
    fileOf,
    /** Removes the files of these messages; a message that never had one is no error. */
    async remove(ids: readonly string[]): Promise<void> {
      await Promise.all(ids.map((id) => rm(fileOf(id), { force: true })));
    },
    /**
     * Removes the files whose message has no row any more (`existing` says which ids do): one
     * written while its message was being erased, or left by a release that did not remove them.
     * Answers how many went.
     */
    async removeLeftOver(existing: (ids: string[]) => Promise<Set<string>>): Promise<number> {
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const ids = names.filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -'.eml'.length));
      const kept = await existing(ids);
      const leftOver = ids.filter((id) => !kept.has(id));
      await this.remove(leftOver);
      return leftOver.length;
    },
  };
}

export type OutboxFiles = ReturnType<typeof outboxFiles>;
