import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsStore, type AlertsStore } from '../../server/alerts/alerts-store';
import { runDigests } from '../../server/alerts/digest-run';
import type { Job } from '../../shared/job';
import { migratedTestDatabase, silentLogger, type TestDatabaseKind } from '../support/test-database';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 8);

const job = (id: string, title: string): Job => ({
  id,
  title,
  department: 'Engineering',
  type: 'Full-Time',
  location: 'Pune, Maharashtra, India',
  remote: false,
  stipend: '',
  postedAt: new Date(NOW - DAY).toISOString(),
});

// A digest run writes its digests a batch (of up to 100) in one transaction: this checks the
// batch against what one transaction per subscription did (counts, the outbox's key per period,
// the windows) and its fallback when one subscription of the batch is gone.
describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('digest runs in batches on %s', (kind) => {
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  beforeAll(async () => {
    database = await migratedTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** `count` confirmed daily subscriptions to `q`, last digested a day ago; answers their ids. */
  async function subscribe(count: number, q: string): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `${q}-${String(i).padStart(4, '0')}`,
      email: `${q}-${i}@example.in`,
      uid: null,
      search: JSON.stringify({ q }),
      frequency: 'daily' as const,
      created_at: NOW - 30 * DAY,
      confirmed_at: NOW - 29 * DAY,
      paused: 0,
      last_digest_at: NOW - DAY,
    }));
    await database.db.insertInto('alert_subscriptions').values(rows).execute();
    return rows.map((row) => row.id);
  }

  const run = (store: AlertsStore, jobs: Job[]) =>
    runDigests({
      store,
      jobs,
      brand: () => ({ name: 'Careers', color: '#0b5cab' }),
      publicUrl: 'https://careers.example.in',
      unsubscribeUrl: (id) => `https://careers.example.in/alerts/unsubscribe?token=${id}`,
      hour: 7,
      dueNow: true,
      logger: silentLogger,
      now: NOW,
    });

  const digestsOf = (prefix: string) =>
    database.db.selectFrom('outbox').select('alert_id').where('alert_id', 'like', `${prefix}-%`).execute();

  it('writes one digest per subscription and period over several batches, and none again for a replica', async () => {
    await database.db.deleteFrom('alert_subscriptions').execute();
    await subscribe(250, 'engineer');
    await subscribe(30, 'chef');
    const jobs = [job('backend-engineer-pune', 'Backend Engineer')];
    const store = createAlertsStore(database.db);
    expect(await run(store, jobs)).toMatchObject({ due: 280, sent: 250, nothingNew: 30, alreadySent: 0, failed: 0 });
    expect(await digestsOf('engineer')).toHaveLength(250);
    const windows = await database.db.selectFrom('alert_subscriptions').select('last_digest_at').execute();
    expect(new Set(windows.map((row) => row.last_digest_at))).toEqual(new Set([NOW]));
    // A replica that read the windows before they moved: the outbox's key keeps every digest single.
    await database.db
      .updateTable('alert_subscriptions')
      .set({ last_digest_at: NOW - DAY })
      .execute();
    expect(await run(store, jobs)).toMatchObject({ sent: 0, nothingNew: 30, alreadySent: 250, failed: 0 });
    expect(await digestsOf('engineer')).toHaveLength(250);
    // Its windows stay where it found them (the run that wrote the digests moves them, not the replica).
    const kept = await database.db
      .selectFrom('alert_subscriptions')
      .select('last_digest_at')
      .where('id', 'like', 'engineer-%')
      .execute();
    expect(new Set(kept.map((row) => row.last_digest_at))).toEqual(new Set([NOW - DAY]));
  });

  it('writes the rest of a batch one by one when a subscription in it was unsubscribed meanwhile', async () => {
    await database.db.deleteFrom('alert_subscriptions').execute();
    const ids = await subscribe(5, 'designer');
    const store = createAlertsStore(database.db);
    // The third subscription goes (an unsubscribe) after the run read it and before it writes.
    const racing: AlertsStore = {
      ...store,
      recordDigests: async (...args) => {
        await database.db.deleteFrom('alert_subscriptions').where('id', '=', ids[2]!).execute();
        return store.recordDigests(...args);
      },
    };
    expect(await run(racing, [job('product-designer-pune', 'Product Designer')])).toMatchObject({
      due: 5,
      sent: 4,
      failed: 1,
    });
    expect((await digestsOf('designer')).map((row) => row.alert_id).sort()).toEqual(ids.filter((_, i) => i !== 2));
  });
});
