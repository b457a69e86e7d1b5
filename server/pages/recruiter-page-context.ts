import type { Request } from 'express';
import { atsNames, type AtsDelivery } from '../../shared/application/delivery';
import { fieldErrors } from '../../shared/application/schemas';
import {
  NotRecruiterError,
  type RecruiterAccess,
  type RecruiterContext,
} from '../../shared/recruiter/recruiter-context';
import {
  actorOf,
  type ApplicationChanger,
  cancelStatusEmail,
  changeApplication,
  previewStatusEmail,
  retryDelivery,
} from '../recruiter/change-application';
import { INBOX_PAGE_SIZE, inboxQuerySchema } from '../recruiter/inbox-query';
import { isRecruiter } from '../recruiter/recruiter-access';
import { SMALLEST_SHOWN_GROUP, titledVoluntaryReport } from '../recruiter/voluntary-report';
import { withPhoneShown } from './shown-phone';

export interface RecruiterPageServices extends ApplicationChanger {
  recruiterEmails: readonly string[];
  /** The ATS applications are delivered into (server/ats-delivery/ats-target.ts); null or unset: none. */
  deliveriesTo?: AtsDelivery['ats'] | null;
}

function accessOf(req: Request, recruiterEmails: readonly string[]): RecruiterAccess {
  if (!req.session?.user) return 'anonymous';
  return isRecruiter(req, recruiterEmails) ? 'recruiter' : 'not-recruiter';
}

/**
 * The recruiter pages' part of PageContext: the stores `/api/recruiter/*` reads, with the same
 * access rule (server/recruiter/recruiter-access.ts). Every method checks the role itself, so a
 * loader that forgot to look at `access` still gets no data.
 */
export function recruiterContextFor(services: RecruiterPageServices, req: Request): RecruiterContext {
  const { store } = services;
  const access = accessOf(req, services.recruiterEmails);
  const recruitersOnly =
    <Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      access === 'recruiter'
        ? method(...args)
        : Promise.reject(new NotRecruiterError('The recruiter pages are for the hiring team only.'));

  return {
    access,
    statusEmailDelayMs: services.notices?.statusEmailDelayMs ?? 0,
    deliveriesTo: services.deliveriesTo ? atsNames[services.deliveriesTo] : null,
    inbox: recruitersOnly(async (query: URLSearchParams) => {
      const parsed = inboxQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return { invalid: fieldErrors(parsed.error) };
      const filters = parsed.data;
      const [{ data, total, counts }, jobs, sources] = await Promise.all([
        store.list(filters),
        store.jobs(),
        store.sources(),
      ]);
      return {
        page: {
          filters,
          applications: data,
          total,
          pageSize: INBOX_PAGE_SIZE,
          counts,
          jobs,
          sources: sources.flatMap((row) => (row.source === null ? [] : [row.source])),
        },
      };
    }),
    application: recruitersOnly(async (id: string) => {
      const application = await store.get(id);
      return application && { ...application, answers: await withPhoneShown(application.answers) };
    }),
    change: recruitersOnly((id: string, fields: { status?: string; note?: string; notify?: boolean }) =>
      changeApplication(services, id, fields, actorOf(req.session.user)),
    ),
    statusEmail: recruitersOnly((id: string, status: string) => previewStatusEmail(services, id, status)),
    cancelStatusEmail: recruitersOnly((id: string) => cancelStatusEmail(services, id, actorOf(req.session.user))),
    retryDelivery: recruitersOnly((id: string) => retryDelivery(services, id, actorOf(req.session.user))),
    voluntaryReport: recruitersOnly(async () => ({
      jobs: await titledVoluntaryReport(store),
      smallestShownGroup: SMALLEST_SHOWN_GROUP,
      sources: await store.sources(),
    })),
  };
}
