import { type NextFunction, type Request, type Response, Router } from 'express';
import { requisition } from '../../shared/application/requisition';
import { HttpError } from '../http/http-error';
import { sendPdfDownload } from '../http/send-pdf-download';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from '../session/session-middleware';
import type { CandidateStore } from './candidate-store';

const notFound = () => new HttpError(404, 'not_found', 'You have no application with this id.');

/** Signed-in candidates only; every answer is theirs alone and never stored by a cache. */
function signedIn(req: Request, res: Response, next: NextFunction) {
  if (!req.session.user) return next(new HttpError(401, 'not_signed_in', 'Please sign in to see your applications.'));
  res.set('Cache-Control', 'private, no-store');
  next();
}

/** The signed-in user (behind `signedIn`, always there). */
function userOf(req: Request) {
  const user = req.session.user;
  if (!user) throw new HttpError(401, 'not_signed_in', 'Please sign in to see your applications.');
  return user;
}

const uidOf = (req: Request) => userOf(req).uid;

/** Ends this request's session and clears its cookie (the rows are gone already). */
const endThisSession = (req: Request, res: Response) =>
  new Promise<void>((resolve, reject) =>
    req.session.destroy((error) => {
      if (error) return reject(error);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      resolve();
    }),
  );

/**
 * The candidate's own home (README, "HTTP endpoints"; issue 18): their applications with the
 * status in their words, withdrawal, the download of everything held about them (resume files
 * as links of their own), erasure, and signing out on every device.
 */
export function candidateRoutes(options: { store: CandidateStore; logger: Logger }) {
  const { store, logger } = options;
  const router = Router();

  router.get('/api/me/applications', signedIn, async (req, res) => {
    const uid = uidOf(req);
    const [applications, drafts] = await Promise.all([store.applications(uid), store.drafts(uid, requisition.id)]);
    res.json({ data: { applications, drafts } });
  });

  router.post('/api/me/applications/:id/withdraw', signedIn, async (req, res) => {
    const id = String(req.params.id);
    const result = await store.withdraw(uidOf(req), id);
    if (result === 'not_found') throw notFound();
    if (result === 'closed') {
      throw new HttpError(409, 'decided', 'A decision was made on this application: it can no longer be withdrawn.');
    }
    if (result === 'withdrawn') logger.info({ applicationId: id }, 'application withdrawn by its candidate');
    const application = (await store.applications(uidOf(req))).find((row) => row.id === id);
    res.json({ data: application });
  });

  router.get('/api/me/data', signedIn, async (req, res) => {
    const user = userOf(req);
    const data = await store.exportData(user.uid, (id) => `/api/me/resumes/${id}`);
    res.set('Content-Disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`);
    res.json({
      data: {
        exportedAt: new Date().toISOString(),
        account: { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL },
        ...data,
      },
    });
  });

  router.get('/api/me/resumes/:id', signedIn, async (req, res) => {
    const resume = await store.ownResume(uidOf(req), String(req.params.id));
    if (!resume) throw new HttpError(404, 'not_found', 'You have no resume with this id.');
    sendPdfDownload(res, resume);
  });

  router.delete('/api/me', signedIn, async (req, res) => {
    const uid = uidOf(req);
    await store.erase(uid, req.session.draftId);
    await endThisSession(req, res);
    // Without the uid: the log outlives the erasure.
    logger.info({ applications: 'tombstoned' }, "a candidate's data was erased at their request");
    res.status(204).end();
  });

  router.post('/api/me/sign-out-everywhere', signedIn, async (req, res) => {
    const uid = uidOf(req);
    const sessions = await store.endSessions(uid);
    await endThisSession(req, res);
    logger.info({ uid, sessions }, 'signed out on every device');
    res.status(204).end();
  });

  return router;
}
