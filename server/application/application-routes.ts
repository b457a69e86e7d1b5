import express, { Router } from 'express';
import { isDraftStep } from '../../shared/application/steps';
import { HttpError, httpErrorOf } from '../../shared/http-error';
import { requireJsonBody } from '../http/require-json-body';
import {
  lastResumeRefusal,
  saveJobAnswersRefusal,
  saveStepRefusal,
  submitRefusal,
  uploadRefusal,
} from './application-refusals';
import type { ApplicationService } from './application-service';
import { currentOwner, draftSaverOf } from './draft-owner';
import type { ResumeUploads } from './resume-upload';
import { chooseLastResume } from './choose-last-resume';
import { sourceOfRequest } from './landing-source';
import { submitForSession } from './submit-for-session';

/**
 * The application wizard's API: the draft (one step at a time), the resume, and the submission.
 * The draft is held by the server: under this session until sign-in, then under the candidate.
 */
export function applicationRoutes(
  application: ApplicationService,
  /** The limit on a client's writes (write-limit.ts), shared with the posted forms. */
  writeLimit: express.RequestHandler,
  resumeUploads: ResumeUploads,
): Router {
  const router = Router();
  router.use('/api/application', writeLimit, express.json({ limit: '32kb' }));
  router.use('/api/application/draft', requireJsonBody);

  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  router.get('/api/application/draft', async (req, res) => {
    const { draft, submitted, carryOver, jobClosed } = await application.state(
      currentOwner(req),
      req.session.user?.uid,
    );
    res.set('Cache-Control', 'no-store').json({ data: draft, meta: { submitted, carryOver, jobClosed } });
  });

  // The job's own questions, keyed by its ATS's field names (before `:step`, which it is not).
  router.put('/api/application/draft/questions', async (req, res) => {
    const saved = await application.saveJobAnswers(draftSaverOf(req), req.body);
    if (!saved.ok) throw httpErrorOf(saveJobAnswersRefusal(saved));
    res.json({ data: saved.draft });
  });

  router.put('/api/application/draft/:step', async (req, res) => {
    const { step } = req.params;
    if (!isDraftStep(step)) throw new HttpError(404, 'unknown_step', `There is no application step "${step}".`);
    const saved = await application.saveStep(draftSaverOf(req), step, req.body, sourceOfRequest(req, req.secure));
    if (!saved.ok) throw httpErrorOf(saveStepRefusal(saved));
    res.json({ data: saved.draft });
  });

  router.post('/api/application/resume', async (req, res) => {
    // The multipart parser is loaded with the first upload, not at start-up.
    const { storeResumeUpload } = await import('./resume-upload');
    const uploaded = await storeResumeUpload(req, res, application, resumeUploads);
    if (!uploaded.ok) throw httpErrorOf(uploadRefusal(uploaded));
    res.status(201).json({ data: uploaded.resume });
  });

  router.post('/api/application/resume/last', async (req, res) => {
    const chosen = await chooseLastResume(application, req, resumeUploads.quota(req));
    if (!chosen.ok) throw httpErrorOf(lastResumeRefusal(chosen));
    res.status(201).json({ data: chosen.resume });
  });

  router.delete('/api/application/resume', async (req, res) => {
    const owner = currentOwner(req);
    if (owner) await application.removeResume(owner);
    res.status(204).end();
  });

  router.post('/api/application/submit', async (req, res) => {
    const submitted = await submitForSession(application, req);
    if (!submitted.ok) throw httpErrorOf(submitRefusal(submitted));
    res.status(201).json({ data: { id: submitted.application.id, reference: submitted.application.reference } });
  });

  return router;
}
