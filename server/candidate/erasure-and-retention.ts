import type { Kysely } from 'kysely';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { heldOn } from '../storage/executor';
import { inSlices } from '../storage/in-slices';
import * as alerts from '../storage/tables/alert-subscriptions';
import * as events from '../storage/tables/application-events';
import * as applications from '../storage/tables/applications';
import * as drafts from '../storage/tables/drafts';
import * as outboxDeletions from '../storage/tables/outbox-deletions';
import * as resumes from '../storage/tables/resumes';
import * as voluntary from '../storage/tables/voluntary-answers';

/**
 * What deletes a candidate's data: their erasure at their request, and the retention purge of
 * every candidate's after APPLICATION_RETENTION_DAYS; with the outbox's messages that went, whose
 * .eml files the caller removes.
 */
export function erasureAndRetention(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const held = heldOn(dialect);

  return {
    /**
     * Erases the candidate (DELETE /api/me), in one transaction: each application becomes a
     * tombstone (applications.ts, blankApplication) with an `erased` event by `candidate`, and
     * its resume, voluntary answers, recruiters' notes and outbox messages deleted: by hand, a
     * statement per table, since the row they reference stays and no cascade runs. Their drafts
     * (the account's, and the one this session began before signing in) are deleted whole, one
     * statement through the cascades; their job alerts too (the account's, and those of its
     * verified address, `verifiedEmail`), with their messages, and the sign-in link emails to that
     * address. Answers the ids of the messages deleted, whose .eml files
     * the caller removes. Their sessions are server/session's (user-sessions.ts).
     */
    erase: (uid: string, anonymousDraftId?: string, verifiedEmail?: string | null): Promise<{ messageIds: string[] }> =>
      db.transaction().execute(async (trx) => {
        const erased = await applications
          .ownApplications(trx, uid)
          .select(['id', 'reference', 'status'])
          .$call(held)
          .execute();
        const ids = erased.map((row) => row.id);
        const now = Date.now();
        for (const application of erased) {
          await applications.blankApplication(trx, application, now);
          const by = { applicationId: application.id, at: now, actor: 'candidate' };
          await events.recordStatusChange(trx, by, application.status, 'erased');
        }
        await inSlices(ids, async (slice) => {
          await voluntary.deleteVoluntaryAnswers(trx, slice);
          await events.deleteNotes(trx, slice);
          await resumes.deleteApplicationResumes(trx, slice);
        });
        const messageIds = await outboxDeletions.deleteMessagesOf(trx, ids);
        // Sign-in link emails name the address alone (an hour's worth at most are kept).
        if (verifiedEmail) messageIds.push(...(await outboxDeletions.deleteSignInEmailsTo(trx, verifiedEmail)));
        // Job alerts, the account's and its verified address's: their messages go by the cascade.
        const account = { uid, email: verifiedEmail ?? null };
        messageIds.push(...(await outboxDeletions.alertMessageIdsOf(trx, account)));
        await alerts.deleteSubscriptionsOfAccount(trx, uid, account.email);
        await drafts.deleteDrafts(trx, [
          drafts.userDraft(uid),
          ...(anonymousDraftId ? [drafts.visitorDraft(anonymousDraftId)] : []),
        ]);
        return { messageIds };
      }),

    /**
     * The retention purge: deletes applications submitted before `before` (tombstones too) with
     * their events, voluntary answers, resumes and messages (one statement a slice, through the
     * cascades); any other resume uploaded before it; and sent messages written before it.
     * Answers how many applications went, and how many resumes and messages besides theirs, and
     * the ids of every message deleted (for their files).
     */
    purgeExpired: (before: number) =>
      db.transaction().execute(async (trx) => {
        const ids = await applications.heldSubmittedBefore(trx, dialect, before);
        const messageIds = await outboxDeletions.messageIdsOf(trx, ids);
        await applications.deleteApplications(trx, ids);
        const resumeCount = await resumes.deleteDraftResumesBefore(trx, before);
        const sent = await outboxDeletions.deleteSentBefore(trx, before);
        return {
          applications: ids.length,
          resumes: resumeCount,
          messages: sent.length,
          messageIds: [...messageIds, ...sent],
        };
      }),

    /** Which of these outbox message ids still have their row (a file without one is left over). */
    existingMessages: (ids: readonly string[]): Promise<Set<string>> => outboxDeletions.existingMessages(db, ids),
  };
}
