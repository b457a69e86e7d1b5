import { type NextFunction, type Request, type Response, Router } from 'express';
import { HttpError } from '../../shared/http-error';
import { sendPdfDownload } from '../http/send-pdf-download';
import { type CandidateService, resumeLink } from './candidate-service';
import { signedInUser } from './signed-in-user';
import type { CandidateStore } from './candidate-store';

const notFound = () => new HttpError(404, 'not_found', 'You have no application with this id.');

/** Signed-in candidates only; every answer is theirs alone and never stored by a cache. */
function signedIn(req: Request, res: Response, next: NextFunction) {
  if (!req.session.user) return next(new HttpError(401, 'not_signed_in', 'Please sign in to see your applications.'));
  res.set('Cache-Control', 'private, no-store');
  next();
}

const uidOf = (req: Request) => signedInUser(req).uid;

/**
 * The candidate's own home (docs/api.md, "HTTP endpoints"): their applications with the
 * status in their words, withdrawal, the download of everything held about them (resume files
 * as links of their own), erasure (their Firebase account too), and signing out on every device.
 */
export function candidateRoutes(options: { store: CandidateStore; service: CandidateService }) {
  const { store, service } = options;
  const router = Router();

  router.get('/api/me/applications', signedIn, async (req, res) => {
    res.json({ data: await service.home(uidOf(req)) });
  });

  router.post('/api/me/applications/:id/withdraw', signedIn, async (req, res) => {
    const id = String(req.params.id);
    const result = await service.withdraw(uidOf(req), id);
    if (!result.ok && result.reason === 'not_found') throw notFound();
    if (!result.ok) {
      throw new HttpError(409, 'decided', 'A decision was made on this application: it can no longer be withdrawn.');
    }
    const application = (await store.applications(uidOf(req))).find((row) => row.id === id);
    res.json({ data: application });
  });

  router.get('/api/me/data', signedIn, async (req, res) => {
    const user = signedInUser(req);
    const data = await store.exportData(user.uid, resumeLink);
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
    await service.erase(uidOf(req), req, res);
    res.status(204).end();
  });

  router.post('/api/me/sign-out-everywhere', signedIn, async (req, res) => {
    await service.signOutEverywhere(uidOf(req), req, res);
    res.status(204).end();
  });

  return router;
}
