import { randomUUID } from 'node:crypto';
import type { ResumeInfo } from '../../shared/application/draft';
import type { DraftStep } from '../../shared/application/steps';
import type { SqliteDatabase } from '../storage/sqlite-database';
import { AlreadyAppliedError, type ApplicationStore, type Owner } from './application-store';

type ResumeRow = { file_name: string; size: number; uploaded_at: number };
type ApplicationRow = { id: string; reference: string; submitted_at: number };

const resumeInfo = (row: ResumeRow): ResumeInfo => ({
  fileName: row.file_name,
  size: row.size,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

const submitted = (row: ApplicationRow) => ({
  id: row.id,
  reference: row.reference,
  submittedAt: new Date(row.submitted_at).toISOString(),
});

/** The application store on the embedded SQLite database (tables made by openSqlite). */
export function createSqliteApplicationStore(db: SqliteDatabase): ApplicationStore {
  const sql = {
    readSteps: db.prepare<[string], { step: DraftStep; answers: string; saved_at: number }>(
      'SELECT step, answers, saved_at FROM draft_steps WHERE owner = ?',
    ),
    saveStep: db.prepare<[string, string, string, number]>(
      `INSERT INTO draft_steps (owner, step, answers, saved_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (owner, step) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at`,
    ),
    adoptSteps: db.prepare<[string, string]>(
      `INSERT INTO draft_steps (owner, step, answers, saved_at)
       SELECT ?, step, answers, saved_at FROM draft_steps WHERE owner = ?
       ON CONFLICT (owner, step) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at
       WHERE excluded.saved_at > draft_steps.saved_at`,
    ),
    deleteSteps: db.prepare<[string]>('DELETE FROM draft_steps WHERE owner = ?'),
    readResume: db.prepare<[string], ResumeRow>(
      'SELECT file_name, size, uploaded_at FROM resumes WHERE owner = ? ORDER BY uploaded_at DESC LIMIT 1',
    ),
    deleteResume: db.prepare<[string]>('DELETE FROM resumes WHERE owner = ?'),
    insertResume: db.prepare<[string, string, string, number, Buffer, number]>(
      'INSERT INTO resumes (id, owner, file_name, size, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    moveResume: db.prepare<[string, string]>('UPDATE resumes SET owner = ? WHERE owner = ?'),
    resumeId: db.prepare<[string], { id: string }>('SELECT id FROM resumes WHERE owner = ?'),
    insertApplication: db.prepare<[string, string, string, string, string, string, string | null, number]>(
      `INSERT INTO applications (id, reference, uid, requisition_id, email, answers, resume_id, submitted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    purgeSteps: db.prepare<[number]>("DELETE FROM draft_steps WHERE owner LIKE 'draft:%' AND saved_at < ?"),
    purgeResumes: db.prepare<[number]>("DELETE FROM resumes WHERE owner LIKE 'draft:%' AND uploaded_at < ?"),
    findApplication: db.prepare<[string, string], ApplicationRow>(
      'SELECT id, reference, submitted_at FROM applications WHERE uid = ? AND requisition_id = ?',
    ),
  };

  const replaceResume = db.transaction((owner: Owner, file: { fileName: string; size: number; content: Buffer }) => {
    const uploadedAt = Date.now();
    sql.deleteResume.run(owner);
    sql.insertResume.run(randomUUID(), owner, file.fileName, file.size, file.content, uploadedAt);
    return resumeInfo({ file_name: file.fileName, size: file.size, uploaded_at: uploadedAt });
  });

  const adoptDraft = db.transaction((from: Owner, to: Owner) => {
    sql.adoptSteps.run(to, from);
    sql.deleteSteps.run(from);
    const incoming = sql.readResume.get(from);
    const existing = sql.readResume.get(to);
    if (incoming && (!existing || incoming.uploaded_at > existing.uploaded_at)) {
      sql.deleteResume.run(to);
      sql.moveResume.run(to, from);
    } else {
      sql.deleteResume.run(from);
    }
  });

  const submit = db.transaction((owner: Owner, application: Parameters<ApplicationStore['submit']>[1]) => {
    if (sql.findApplication.get(application.uid, application.requisitionId)) throw new AlreadyAppliedError();
    const resumeId = sql.resumeId.get(owner)?.id ?? null;
    sql.insertApplication.run(
      application.id,
      application.reference,
      application.uid,
      application.requisitionId,
      application.email,
      JSON.stringify(application.answers),
      resumeId,
      application.submittedAt,
    );
    sql.moveResume.run(`application:${application.id}`, owner);
    sql.deleteSteps.run(owner);
    return submitted({ id: application.id, reference: application.reference, submitted_at: application.submittedAt });
  });

  return {
    readSteps: async (owner) =>
      sql.readSteps
        .all(owner)
        .map((row) => ({ step: row.step, answers: JSON.parse(row.answers), savedAt: row.saved_at })),
    saveStep: async (owner, step, answers, savedAt) =>
      void sql.saveStep.run(owner, step, JSON.stringify(answers), savedAt),
    readResume: async (owner) => {
      const row = sql.readResume.get(owner);
      return row ? resumeInfo(row) : null;
    },
    replaceResume: async (owner, file) => replaceResume(owner, file),
    deleteResume: async (owner) => sql.deleteResume.run(owner).changes > 0,
    adoptDraft: async (from, to) => adoptDraft(from, to),
    submit: async (owner, application) => submit(owner, application),
    findApplication: async (uid, requisitionId) => {
      const row = sql.findApplication.get(uid, requisitionId);
      return row ? submitted(row) : null;
    },
    purgeAbandonedDrafts: async (before) => sql.purgeSteps.run(before).changes + sql.purgeResumes.run(before).changes,
  };
}
