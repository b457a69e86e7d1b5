import { randomUUID } from 'node:crypto';
import { type GeneratedAlways, type SelectQueryBuilder, sql } from 'kysely';
import type { ResumeInfo } from '../../../shared/application/draft';
import type { DatabaseSchema, Dialect } from '../database-schema';
import type { Executor } from '../executor';
import { type DraftOwner, visitorDrafts } from './drafts';

/**
 * Resumes: the file's bytes live in the database. A resume belongs to a draft (its owner is the
 * DraftOwner) or, once submitted, to an application (`application:<id>`); one of the generated
 * columns names that draft or application and references it with ON DELETE CASCADE (0013), so
 * the resume goes with either. Code writes the owner only.
 */
export interface ResumesTable {
  resumes: {
    id: string;
    /** A DraftOwner, or ResumeOwner's `application:<id>` once submitted. */
    owner: string;
    file_name: string;
    size: number;
    content: Buffer;
    uploaded_at: number;
    /** A keyed hash of the address that uploaded it to an anonymous draft (0003); else null. */
    uploaded_from: string | null;
    /** Generated from the owner (0013): the application it belongs to (applications.id), else null. */
    application_id: GeneratedAlways<string | null>;
    /** Generated from the owner (0013): the draft it belongs to (drafts.owner), else null. */
    draft_owner: GeneratedAlways<string | null>;
  };
}

export type ResumeOwner = DraftOwner | `application:${string}`;

/** The owner of a submitted application's resume. */
const applicationOwner = (applicationId: string): ResumeOwner => `application:${applicationId}`;

/** A stored resume as the site describes it (the bytes stay in the database). */
export const resumeInfo = (row: { file_name: string; size: number; uploaded_at: number }): ResumeInfo => ({
  fileName: row.file_name,
  size: row.size,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

/** The resume of a query that left-joins resumes: its description, or null where none joined. */
export const joinedResumeInfo = (row: {
  file_name: string | null;
  size: number | null;
  uploaded_at: number | null;
}): ResumeInfo | null =>
  row.file_name === null || row.size === null || row.uploaded_at === null
    ? null
    : resumeInfo({ file_name: row.file_name, size: row.size, uploaded_at: row.uploaded_at });

/** The columns joinedResumeInfo reads, for a query that left-joins resumes. */
export const joinedResumeColumns = ['resumes.file_name', 'resumes.size', 'resumes.uploaded_at'] as const;

/** The owner's newest resume (an owner has one; the order only makes the answer certain). */
export const latestResume = (executor: Executor, owner: ResumeOwner) =>
  executor
    .selectFrom('resumes')
    .select(['id', 'file_name', 'size', 'uploaded_at'])
    .where('owner', '=', owner)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The resumes of these applications, described, with where to download each. */
export const applicationResumes = (executor: Executor, applicationIds: string[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : executor
        .selectFrom('resumes')
        .select(['id', 'application_id', 'file_name', 'size', 'uploaded_at'])
        .where('application_id', 'in', applicationIds)
        .execute();

/** Limits on the bytes resumes take, checked in the upload's transaction. */
export interface ResumeQuota {
  /** All resumes together. */
  totalBytes: number;
  /** The drafts of visitors who have not signed in, together. */
  anonymousBytes: number;
  /** Those drafts per uploading address. */
  perAddressBytes: number;
  /** The uploader's address tag while not signed in; null for a signed-in candidate. */
  uploadedFrom: string | null;
}

/** An upload would pass one of the quota's limits; nothing was stored. */
export class ResumeQuotaError extends Error {
  override name = 'ResumeQuotaError';
  constructor(readonly limit: 'total' | 'anonymous' | 'address') {
    super(`resume storage limit reached: ${limit}`);
  }
}

type ResumeQuery = SelectQueryBuilder<DatabaseSchema, 'resumes', { bytes: number }>;

/** Bytes of the resumes `where` selects, leaving out the owner's own (it is being replaced). */
async function bytesOf(executor: Executor, owner: DraftOwner, where: (query: ResumeQuery) => ResumeQuery) {
  const query = executor
    .selectFrom('resumes')
    .select((select) => select.fn.coalesce(select.fn.sum<number>('size'), sql.lit(0)).as('bytes'))
    .where('owner', '!=', owner);
  return Number((await where(query).executeTakeFirstOrThrow()).bytes);
}

/**
 * Refuses a file that would pass a limit of the quota. On Postgres the check and the insert
 * hold one lock for all uploads, so a burst of concurrent uploads cannot all pass the same check
 * (SQLite runs one transaction at a time anyway).
 */
async function checkQuota(executor: Executor, dialect: Dialect, owner: DraftOwner, size: number, quota: ResumeQuota) {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext('resume-storage'))`.execute(executor);
  if ((await bytesOf(executor, owner, (query) => query)) + size > quota.totalBytes) throw new ResumeQuotaError('total');
  if (quota.uploadedFrom === null) return;
  const anonymous = (query: ResumeQuery) => query.where('owner', 'like', visitorDrafts);
  if ((await bytesOf(executor, owner, anonymous)) + size > quota.anonymousBytes)
    throw new ResumeQuotaError('anonymous');
  const fromAddress = (query: ResumeQuery) => anonymous(query).where('uploaded_from', '=', quota.uploadedFrom);
  if ((await bytesOf(executor, owner, fromAddress)) + size > quota.perAddressBytes)
    throw new ResumeQuotaError('address');
}

/**
 * Stores the file as the draft's only resume (a previous one is deleted in the same transaction,
 * which the caller holds, with the draft's row). With a quota, throws ResumeQuotaError when the
 * file would pass a limit.
 */
export async function storeResume(
  executor: Executor,
  dialect: Dialect,
  owner: DraftOwner,
  file: { fileName: string; size: number; content: Buffer },
  quota?: ResumeQuota,
): Promise<ResumeInfo> {
  if (quota) await checkQuota(executor, dialect, owner, file.size, quota);
  const row = { file_name: file.fileName, size: file.size, uploaded_at: Date.now() };
  await deleteResume(executor, owner);
  await executor
    .insertInto('resumes')
    .values({ id: randomUUID(), owner, content: file.content, uploaded_from: quota?.uploadedFrom ?? null, ...row })
    .execute();
  return resumeInfo(row);
}

/** A resume's file by its id, or undefined. */
export const resumeFile = (executor: Executor, id: string) =>
  executor.selectFrom('resumes').select(['file_name', 'size', 'content']).where('id', '=', id).executeTakeFirst();

/** Deletes the draft's resume; answers whether it had one. */
export async function deleteResume(executor: Executor, owner: DraftOwner): Promise<boolean> {
  const result = await executor.deleteFrom('resumes').where('owner', '=', owner).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Hands the draft's resume over to another draft or to a submitted application (the uploader's address goes). */
export const moveResume = (executor: Executor, from: DraftOwner, to: DraftOwner | { applicationId: string }) =>
  executor
    .updateTable('resumes')
    .set({ owner: typeof to === 'string' ? to : applicationOwner(to.applicationId), uploaded_from: null })
    .where('owner', '=', from)
    .execute();

/**
 * Deletes these applications' resumes: an erased application's row stays as a tombstone, so its
 * resume cannot go with it by the cascade.
 */
export const deleteApplicationResumes = (executor: Executor, applicationIds: string[]) =>
  executor.deleteFrom('resumes').where('application_id', 'in', applicationIds).execute();

/**
 * The retention purge of drafts' resumes uploaded before `before` (an application's goes with
 * its application, however long before it was uploaded); answers how many went.
 */
export async function deleteDraftResumesBefore(executor: Executor, before: number): Promise<number> {
  const deleted = await executor
    .deleteFrom('resumes')
    .where('uploaded_at', '<', before)
    .where('application_id', 'is', null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
