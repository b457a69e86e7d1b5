import type { Generated, GeneratedAlways } from 'kysely';
import type { DraftStep } from '../../shared/application/steps';

/**
 * The tables the typed query layer (Kysely) reads and writes, as both databases return them:
 * JSON columns as text (Postgres' JSON parsing is turned off in postgres-database.ts) and
 * millisecond timestamps as numbers. Each change of these tables is a migration in ./migrations.
 * Deleting an application or a draft deletes what references it (foreign keys with ON DELETE
 * CASCADE, 0013): its voluntary answers, events, outbox messages and resume; its steps, job and resume.
 */
export interface DatabaseSchema {
  /** A draft (0013), the row its steps, job and resume hang on: deleting it deletes them. */
  drafts: {
    /** `user:<uid>` or `draft:<id>` (server/application/application-store.ts, Owner). */
    owner: string;
  };
  draft_steps: {
    /** The draft's owner (drafts.owner). */
    owner: string;
    step: DraftStep;
    /** The step's answers, JSON. */
    answers: string;
    saved_at: number;
  };
  /** The job a draft applies to (0008); no row: the original sample requisition. */
  draft_jobs: {
    /** The draft's owner (drafts.owner). */
    owner: string;
    job_id: string;
    /** The job's title and location when it was chosen (the wizard's header, the emails). */
    title: string;
    location: string;
    chosen_at: number;
  };
  resumes: {
    id: string;
    /** A draft's owner, or `application:<id>` once submitted. */
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
  applications: {
    id: string;
    reference: string;
    uid: string;
    /** The job applied to. */
    requisition_id: string;
    /** The job's title when the candidate applied (0010): the job may since have closed or left the feed. */
    job_title: string;
    /** The address typed in the contact step: the hiring team's to write to, never emailed by the site. */
    email: string;
    /**
     * The candidate's signed-in account's verified address (0012), where the site emails them
     * (the confirmation, status emails); null while not known (server/storage/migrations/0012).
     */
    account_email: string | null;
    /** Every step's answers and the resume's description, JSON. */
    answers: string;
    resume_id: string | null;
    submitted_at: number;
    /** Where the application stands in the company's pipeline (0002); `new` when submitted. */
    status: Generated<string>;
    /** The candidate's name from the contact step, for the inbox's search (0005). */
    first_name: string;
    last_name: string;
    /** Name, email and reference as the inbox searches them (shared/application/search-text.ts). */
    search_text: string;
    /** When the candidate erased it (0006): the row is a tombstone, status `erased`; else null. */
    erased_at: number | null;
  };
  /**
   * Equal-opportunity and military answers (0005), apart from the application: only ever counted
   * per job, never read next to a candidate.
   */
  voluntary_answers: {
    application_id: string;
    requisition_id: string;
    /** `{ eeo, military }`, JSON. */
    answers: string;
  };
  /**
   * What happened to an application in the company's hands: status changes and notes (0005), and
   * what became of a status email (`email`, its StatusEmailEvent in `note`; no migration: the
   * column is free text).
   */
  application_events: {
    id: string;
    application_id: string;
    at: number;
    /** The recruiter's email (or `candidate` for a withdrawal). */
    actor: string;
    kind: 'status' | 'note' | 'email';
    from_status: string | null;
    to_status: string | null;
    note: string | null;
  };
  /** Emails and webhooks to deliver (0004; server/notifications). */
  outbox: {
    /** Also the delivery id receivers de-duplicate by (Message-ID, webhook header). */
    id: string;
    kind: 'email' | 'webhook';
    /** The message, JSON (server/notifications/outbox-message.ts). */
    payload: string;
    application_id: string | null;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    /** A worker's lease on the row while it delivers it. */
    locked_until: number | null;
    sent_at: number | null;
    last_error: string | null;
  };
  /** express-session's sessions on SQLite (server/session/sqlite-session-store.ts). */
  sessions: {
    sid: string;
    sess: string;
    expires_at: number;
  };
}

/** Which of the two databases a connection speaks. */
export type Dialect = 'sqlite' | 'postgres';
