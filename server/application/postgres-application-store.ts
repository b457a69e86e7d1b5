import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ResumeInfo } from '../../shared/application/draft';
import type { DraftStep } from '../../shared/application/steps';
import { AlreadyAppliedError, type ApplicationStore } from './application-store';

type ResumeRow = { file_name: string; size: number; uploaded_at: string };
type ApplicationRow = { id: string; reference: string; submitted_at: string };

// BIGINT columns (milliseconds) arrive as strings from node-postgres.
const resumeInfo = (row: ResumeRow): ResumeInfo => ({
  fileName: row.file_name,
  size: row.size,
  uploadedAt: new Date(Number(row.uploaded_at)).toISOString(),
});

const submitted = (row: ApplicationRow) => ({
  id: row.id,
  reference: row.reference,
  submittedAt: new Date(Number(row.submitted_at)).toISOString(),
});

const UNIQUE_VIOLATION = '23505';

/** The application store on Postgres (tables made by openPostgres). */
export function createPostgresApplicationStore(pool: pg.Pool): ApplicationStore {
  /**
   * Runs `work` in a transaction that holds a lock on `owner`, so that two requests for one draft
   * (two uploads, say) take turns. A connection that broke is discarded, not returned to the pool.
   */
  async function inTransaction<T>(owner: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [owner]);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  const readResume = async (client: pg.Pool | pg.PoolClient, owner: string) =>
    (
      await client.query<ResumeRow>(
        'SELECT file_name, size, uploaded_at FROM resumes WHERE owner = $1 ORDER BY uploaded_at DESC LIMIT 1',
        [owner],
      )
    ).rows[0];

  return {
    async readSteps(owner) {
      const { rows } = await pool.query<{ step: DraftStep; answers: unknown; saved_at: string }>(
        'SELECT step, answers, saved_at FROM draft_steps WHERE owner = $1',
        [owner],
      );
      return rows.map((row) => ({ step: row.step, answers: row.answers, savedAt: Number(row.saved_at) }));
    },

    async saveStep(owner, step, answers, savedAt) {
      await pool.query(
        `INSERT INTO draft_steps (owner, step, answers, saved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner, step) DO UPDATE SET answers = EXCLUDED.answers, saved_at = EXCLUDED.saved_at`,
        [owner, step, JSON.stringify(answers), savedAt],
      );
    },

    async readResume(owner) {
      const row = await readResume(pool, owner);
      return row ? resumeInfo(row) : null;
    },

    replaceResume: (owner, file) =>
      inTransaction(owner, async (client) => {
        const uploadedAt = Date.now();
        await client.query('DELETE FROM resumes WHERE owner = $1', [owner]);
        await client.query(
          'INSERT INTO resumes (id, owner, file_name, size, content, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [randomUUID(), owner, file.fileName, file.size, file.content, uploadedAt],
        );
        return resumeInfo({ file_name: file.fileName, size: file.size, uploaded_at: String(uploadedAt) });
      }),

    async deleteResume(owner) {
      return ((await pool.query('DELETE FROM resumes WHERE owner = $1', [owner])).rowCount ?? 0) > 0;
    },

    adoptDraft: (from, to) =>
      inTransaction(to, async (client) => {
        await client.query(
          `INSERT INTO draft_steps (owner, step, answers, saved_at)
           SELECT $1, step, answers, saved_at FROM draft_steps WHERE owner = $2
           ON CONFLICT (owner, step) DO UPDATE SET answers = EXCLUDED.answers, saved_at = EXCLUDED.saved_at
           WHERE EXCLUDED.saved_at > draft_steps.saved_at`,
          [to, from],
        );
        await client.query('DELETE FROM draft_steps WHERE owner = $1', [from]);
        const incoming = await readResume(client, from);
        const existing = await readResume(client, to);
        if (incoming && (!existing || Number(incoming.uploaded_at) > Number(existing.uploaded_at))) {
          await client.query('DELETE FROM resumes WHERE owner = $1', [to]);
          await client.query('UPDATE resumes SET owner = $1 WHERE owner = $2', [to, from]);
        } else {
          await client.query('DELETE FROM resumes WHERE owner = $1', [from]);
        }
      }),

    submit: (owner, application) =>
      inTransaction(owner, async (client) => {
        const resume = await client.query<{ id: string }>(
          'SELECT id FROM resumes WHERE owner = $1 ORDER BY uploaded_at DESC LIMIT 1',
          [owner],
        );
        try {
          await client.query(
            `INSERT INTO applications (id, reference, uid, requisition_id, email, answers, resume_id, submitted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              application.id,
              application.reference,
              application.uid,
              application.requisitionId,
              application.email,
              JSON.stringify(application.answers),
              resume.rows[0]?.id ?? null,
              application.submittedAt,
            ],
          );
        } catch (error) {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AlreadyAppliedError();
          throw error;
        }
        await client.query('UPDATE resumes SET owner = $1 WHERE owner = $2', [`application:${application.id}`, owner]);
        await client.query('DELETE FROM draft_steps WHERE owner = $1', [owner]);
        return submitted({
          id: application.id,
          reference: application.reference,
          submitted_at: String(application.submittedAt),
        });
      }),

    async purgeAbandonedDrafts(before) {
      const steps = await pool.query("DELETE FROM draft_steps WHERE owner LIKE 'draft:%' AND saved_at < $1", [before]);
      const resumes = await pool.query("DELETE FROM resumes WHERE owner LIKE 'draft:%' AND uploaded_at < $1", [before]);
      return (steps.rowCount ?? 0) + (resumes.rowCount ?? 0);
    },

    async findApplication(uid, requisitionId) {
      const { rows } = await pool.query<ApplicationRow>(
        'SELECT id, reference, submitted_at FROM applications WHERE uid = $1 AND requisition_id = $2',
        [uid, requisitionId],
      );
      return rows[0] ? submitted(rows[0]) : null;
    },
  };
}
