import type { Kysely } from 'kysely';
import type { WithdrawOutcome } from '../../shared/application/candidate-status';
import { stopUnsentDelivery } from '../ats-delivery/ats-delivery-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { heldOn } from '../storage/executor';
import * as events from '../storage/tables/application-events';
import * as applications from '../storage/tables/applications';
import { candidateReads } from './candidate-reads';
import { erasureAndRetention } from './erasure-and-retention';

/**
 * What the site holds about one signed-in candidate, as they read, withdraw, download and erase
 * it, and the retention purge of everything older than APPLICATION_RETENTION_DAYS: the tables'
 * modules (server/storage/tables) composed in transactions, the reads in ./candidate-reads.ts,
 * the erasure and the purge in ./erasure-and-retention.ts. One implementation for SQLite and
 * Postgres (tested on both).
 */
export function createCandidateStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const held = heldOn(dialect);

  return {
    ...candidateReads(db),

    /**
     * The candidate withdraws their own application: status `withdrawn` and an event by
     * `candidate`, in one transaction that holds the row (a recruiter's change waits for it). Its
     * delivery into the ATS stops if it has not arrived: the hiring team sees it withdrawn here, and
     * it must not reach their ATS as a new application.
     */
    withdraw: (uid: string, id: string): Promise<WithdrawOutcome> =>
      db.transaction().execute(async (trx) => {
        const current = await applications
          .ownApplications(trx, uid)
          .select('status')
          .where('id', '=', id)
          .$call(held)
          .executeTakeFirst();
        if (!current) return 'not_found';
        if (current.status === 'withdrawn') return 'unchanged';
        if (current.status === 'rejected' || current.status === 'hired') return 'closed';
        await applications.setStatus(trx, id, 'withdrawn');
        const by = { applicationId: id, at: Date.now(), actor: 'candidate' };
        await events.recordStatusChange(trx, by, current.status, 'withdrawn');
        await stopUnsentDelivery(trx, id, by.at);
        return 'withdrawn';
      }),

    ...erasureAndRetention(db, dialect),
  };
}

export type CandidateStore = ReturnType<typeof createCandidateStore>;
