import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, Router } from 'express';
import { fieldErrors } from '../../shared/application/schemas';
import { HttpError } from '../../shared/http-error';
import { sendPdfDownload } from '../http/send-pdf-download';
import { requireJsonBody } from '../http/require-json-body';
import { applicationsCsv, type CsvSettings } from './applications-csv';
import {
  actorOf,
  type ApplicationChanger,
  cancelStatusEmail,
  changeApplication,
  previewStatusEmail,
  retryDelivery,
} from './change-application';
import { inboxQuerySchema, type InboxQuery } from './inbox-query';
import { requireRecruiter } from './recruiter-access';
import { titledVoluntaryReport } from './voluntary-report';

const notFound = () => new HttpError(404, 'not_found', 'There is no application with this id.');
const withdrawn = () => new HttpError(409, 'withdrawn', 'The candidate withdrew this application; its status stays.');
const erased = () => new HttpError(409, 'erased', "This application was erased at the candidate's request.");
const noAccountEmail = () =>
  new HttpError(
    409,
    'no_account_email',
    "The candidate's account has no verified email address on record, and the site emails no other: move it with notify: false.",
  );

function inboxQuery(req: Request): InboxQuery {
  const parsed = inboxQuerySchema.safeParse(req.query);
  if (!parsed.success) {
    throw new HttpError(400, 'invalid_query', 'Some filters are not valid.', fieldErrors(parsed.error));
  }
  return parsed.data;
}

/**
 * The recruiters' JSON API (docs/api.md, "HTTP endpoints"): the inbox with filters and counts, one
 * application with its history, status changes and notes, the preview of a status email and its
 * Undo, the retry of a failed delivery into the ATS, the resume, the CSV export, and the
 * equal-opportunity counts per job. Every answer is
 * private and never stored by a cache.
 */
export function recruiterRoutes(
  options: ApplicationChanger & {
    recruiterEmails: readonly string[];
    /** The CSV export's time zone and absolute links; unset: UTC and paths. */
    csv?: CsvSettings;
    /** Each recruiter's requests a minute (recruiter-rate-limit.ts); none: any number. */
    rateLimit?: RequestHandler;
  },
) {
  const { store } = options;
  const router = Router();
  const limited: RequestHandler[] = options.rateLimit ? [options.rateLimit] : [];
  router.use('/api/recruiter', requireRecruiter(options.recruiterEmails), ...limited, (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/api/recruiter/applications', async (req, res) => {
    const query = inboxQuery(req);
    const { data, total, counts } = await store.list(query);
    res.json({ data, meta: { total, page: query.page, counts } });
  });

  // The export streams page by page, so 100,000 rows take the memory of one page.
  router.get('/api/recruiter/applications.csv', async (req, res) => {
    const query = inboxQuery(req);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
    await pipeline(Readable.from(applicationsCsv(store.all(query), options.csv ?? { timeZone: 'UTC' })), res);
  });

  router.get('/api/recruiter/applications/:id', async (req, res) => {
    const application = await store.get(req.params.id);
    if (!application) throw notFound();
    res.json({ data: application });
  });

  router.patch(
    '/api/recruiter/applications/:id',
    requireJsonBody,
    express.json({ limit: '16kb' }),
    async (req, res) => {
      const id = String(req.params.id);
      const changed = await changeApplication(options, id, req.body, actorOf(req.session.user));
      switch (changed.outcome) {
        case 'refused':
          throw new HttpError(400, 'invalid_change', 'This change is not valid.', changed.fields);
        case 'not-found':
          throw notFound();
        case 'withdrawn':
          throw withdrawn();
        case 'erased':
          throw erased();
        case 'no-address':
          throw noAccountEmail();
      }
      res.json({ data: await store.get(id) });
    },
  );

  // What the candidate would read, before the recruiter chooses `notify` for that move.
  router.get('/api/recruiter/applications/:id/status-email', async (req, res) => {
    const status = typeof req.query.status === 'string' ? req.query.status : '';
    const preview = await previewStatusEmail(options, String(req.params.id), status);
    switch (preview.outcome) {
      case 'preview':
        res.json({ data: { ...preview.email, delayMs: preview.delayMs } });
        return;
      case 'not-found':
        throw notFound();
      case 'withdrawn':
        throw withdrawn();
      case 'erased':
        throw erased();
      case 'no-address':
        throw noAccountEmail();
      case 'none':
        throw new HttpError(400, 'invalid_query', 'No email goes with this move.', {
          status: [
            'must be interview, offer or rejected (and not the status it has), the moves that email the candidate',
          ],
        });
    }
  });

  // Undo: the status email chosen with the last move, taken back while it waits in the outbox.
  router.delete('/api/recruiter/applications/:id/pending-email', async (req, res) => {
    const id = String(req.params.id);
    const { outcome } = await cancelStatusEmail(options, id, actorOf(req.session.user));
    switch (outcome) {
      case 'not-found':
        throw notFound();
      case 'sending':
        throw new HttpError(
          409,
          'email_sending',
          'The email to the candidate is being sent right now: too late to undo.',
        );
      case 'none':
        throw new HttpError(
          409,
          'no_pending_email',
          'No email to the candidate is waiting: it has been sent already, was cancelled, or none was chosen.',
        );
    }
    res.json({ data: await store.get(id) });
  });

  // A delivery into the ATS that failed for good (a 4xx such as a bad key, since corrected): again now.
  router.post('/api/recruiter/applications/:id/delivery/retry', async (req, res) => {
    const id = String(req.params.id);
    const { outcome } = await retryDelivery(options, id, actorOf(req.session.user));
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'erased') throw erased();
    if (outcome === 'withdrawn')
      throw new HttpError(409, 'withdrawn', 'The candidate withdrew this application: it is not delivered to the ATS.');
    if (outcome === 'not-failed')
      throw new HttpError(
        409,
        'delivery_not_failed',
        'This application has no failed delivery to retry: none for its job, or it is pending or delivered.',
      );
    res.json({ data: await store.get(id) });
  });

  router.get('/api/recruiter/applications/:id/resume', async (req, res) => {
    const resume = await store.resume(req.params.id);
    if (!resume) throw new HttpError(404, 'not_found', 'This application has no resume.');
    sendPdfDownload(res, resume);
  });

  router.get('/api/recruiter/reports/sources', async (_req, res) => {
    res.json({ data: await store.sources() });
  });

  router.get('/api/recruiter/reports/voluntary', async (req, res) => {
    const job = typeof req.query.job === 'string' && req.query.job !== '' ? req.query.job : undefined;
    res.json({ data: await titledVoluntaryReport(store, job) });
  });

  return router;
}
