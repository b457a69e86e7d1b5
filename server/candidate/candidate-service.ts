import type { Request, Response } from 'express';
import type { CandidatePages } from '../../shared/candidate/candidate-pages';
import type { PrivacyFacts } from '../../shared/privacy';
import type { CandidateResume, WithdrawResult } from '../../shared/application/candidate-status';
import { verifiedEmailOf } from '../alerts/alerts-service';
import type { FirebaseAccounts } from '../auth/firebase-accounts';
import { type JobQuestionsService, noJobQuestions } from '../jobs/job-questions-service';
import type { Logger } from '../logger';
import type { OutboxFiles } from '../notifications/outbox-files';
import { endSession } from '../session/end-session';
import type { UserSessions } from '../session/user-sessions';
import type { CandidateStore } from './candidate-store';

/** Where a resume of the candidate's is downloaded (GET /api/me/resumes/:id). */
export const resumeLink = (id: string) => `/api/me/resumes/${id}`;

/**
 * The signed-in candidate's uid, for the pages' view of the service. The pages send anyone not
 * signed in to sign-in before they call (client/candidate/signed-in.ts), and the JSON API checks
 * in its routes (candidate-routes.ts, 401): without one, this is a bug, not the visitor's error.
 */
function pageUid(req: Request): string {
  const user = req.session?.user;
  if (!user) throw new Error("a candidate's page called the candidate service without a signed-in user");
  return user.uid;
}

/**
 * What a signed-in candidate reads and does with their own data, one implementation for the
 * JSON API (candidate-routes.ts) and the pages (`context.candidate`, shared/candidate/candidate-pages.ts).
 */
export function createCandidateService(options: {
  store: CandidateStore;
  /** The candidate's sessions on every device, which an erasure and "sign out everywhere" end. */
  sessions: UserSessions;
  /** The Firebase accounts this server may delete; null without sign-in. */
  accounts: FirebaseAccounts | null;
  logger: Logger;
  privacy: PrivacyFacts;
  /** The .eml copies of outbox emails (without SMTP_URL): an erased candidate's go with their messages. */
  outboxFiles: OutboxFiles;
  /** The database's other copies of deleted rows on disk, dropped after an erasure (Storage.clearDeleted). */
  clearDeleted: () => Promise<boolean>;
  /** What a draft without a chosen job applies to, as in the wizard (WizardSettings.defaultJob). */
  defaultJob?: { id: string; title: string } | null;
  /** The jobs' own questions, for the wizard's count of steps ("Step 4 of 10"); default: none. */
  jobQuestions?: JobQuestionsService;
}) {
  const { store, sessions, accounts, logger, outboxFiles, clearDeleted } = options;
  const defaultJob = options.defaultJob === undefined ? null : options.defaultJob;

  /** The Firebase account goes after the data: should it fail, nothing of ours is left to erase. */
  async function deleteAccount(uid: string) {
    if (!accounts) return;
    try {
      const result = await accounts.delete(uid);
      logger.info({ firebaseAccount: result }, "an erased candidate's Firebase account");
    } catch (error) {
      // The uid only here: the company must delete this account by hand.
      logger.error(
        { err: error, uid },
        "an erased candidate's Firebase account could not be deleted: delete it in the Firebase console",
      );
    }
  }

  const home = async (uid: string) => {
    const [applications, drafts] = await Promise.all([store.applications(uid), store.drafts(uid)]);
    const withJob = drafts.map((draft) =>
      draft.job || !defaultJob ? draft : { ...draft, job: { id: defaultJob.id, title: defaultJob.title } },
    );
    const questions = options.jobQuestions ?? noJobQuestions;
    const counted = await Promise.all(
      withJob.map(async (draft) => ({
        ...draft,
        hasJobQuestions: draft.job ? (await questions.questionsFor(draft.job.id)).length > 0 : false,
      })),
    );
    return { applications, drafts: counted };
  };

  async function withdraw(uid: string, id: string): Promise<WithdrawResult> {
    const outcome = await store.withdraw(uid, id);
    if (outcome === 'withdrawn') logger.info({ applicationId: id }, 'application withdrawn by its candidate');
    return outcome === 'closed' || outcome === 'not_found' ? { ok: false, reason: outcome } : { ok: true, outcome };
  }

  /** Erases the candidate's data, ends every session of theirs (this one's cookie cleared), deletes their Firebase account. */
  async function erase(uid: string, req: Request, res: Response) {
    const { messageIds } = await store.erase(uid, req.session.draftId, verifiedEmailOf(req.session.user));
    // After the data: should this fail, the candidate is still signed in here and can erase again
    // (an erasure that finds nothing left still ends the sessions).
    await sessions.endAll(uid);
    await outboxFiles.remove(messageIds);
    await endSession(req, res);
    // Last of the deletes, once the sessions' rows are gone too: the WAL held every one of them.
    if (!(await clearDeleted()))
      logger.warn('after an erasure the database could not empty its WAL now: the next erasure or purge does');
    // Without the uid: the log outlives the erasure.
    logger.info({ applications: 'tombstoned' }, "a candidate's data was erased at their request");
    await deleteAccount(uid);
  }

  async function signOutEverywhere(uid: string, req: Request, res: Response) {
    const ended = await sessions.endAll(uid);
    await endSession(req, res);
    logger.info({ uid, sessions: ended }, 'signed out on every device');
  }

  /** The resume files kept of the candidate (their draft's and their applications'), with links. */
  async function resumes(uid: string): Promise<CandidateResume[]> {
    const { draft, applications } = await store.exportData(uid, resumeLink);
    return [
      ...(draft.resume ? [{ ...draft.resume, reference: null }] : []),
      ...applications.flatMap(({ resume, reference }) => (resume ? [{ ...resume, reference }] : [])),
    ];
  }

  return {
    home,
    withdraw,
    erase,
    signOutEverywhere,
    /** The candidate's pages' view of it, for one request. */
    pageContext: (req: Request, res: Response): CandidatePages => ({
      home: () => home(pageUid(req)),
      resumes: () => resumes(pageUid(req)),
      withdraw: (id) => withdraw(pageUid(req), id),
      erase: () => erase(pageUid(req), req, res),
      signOutEverywhere: () => signOutEverywhere(pageUid(req), req, res),
      privacy: options.privacy,
    }),
  };
}

export type CandidateService = ReturnType<typeof createCandidateService>;
