import type { Environment } from '../../server/config';
import { openDatabase } from '../../server/storage/storage';
import { silentLogger } from './test-database';

/** The outbox of a database as the worker left it: rows sent, rows not sent, the most failed attempts of one. */
export async function outboxRows(config: Pick<Environment, 'DATABASE_URL' | 'DATA_DIR'>) {
  const { db } = await openDatabase(config, silentLogger);
  try {
    const rows = await db.selectFrom('outbox').select(['sent_at', 'attempts']).execute();
    return {
      sent: rows.filter((row) => row.sent_at !== null).length,
      unsent: rows.filter((row) => row.sent_at === null).length,
      mostFailures: Math.max(0, ...rows.map((row) => row.attempts)),
    };
  } finally {
    await db.destroy();
  }
}
