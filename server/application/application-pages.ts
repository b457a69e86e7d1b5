import type { Request, Response } from 'express';
import type { ApplicationPages, PageRefusal } from '../../shared/application/application-pages';
import type { PhoneField } from '../../shared/application/phone-country';
import { withPhoneShown } from '../pages/shown-phone';
import {
  lastResumeRefusal,
  newDraftRefusal,
  type Refusal,
  saveJobAnswersRefusal,
  submitRefusal,
  uploadRefusal,
} from './application-refusals';
import type { ApplicationService } from './application-service';
import { chooseLastResume } from './choose-last-resume';
import { currentOwner, draftSaverOf } from './draft-owner';
import { sourceOfRequest } from './landing-source';
import type { ResumeUploads } from './resume-upload';
import { submitForSession } from './submit-for-session';

/** What the wizard's pages need of the server besides the service. */
export interface ApplicationPageServices {
  application: ApplicationService;
  /** The contact step's phone field (phone-number.ts), made when a page first asks for it. */
  phoneField: () => Promise<PhoneField>;
  /** COMPANY_COUNTRY. */
  companyCountry: string;
  /** What receiving a resume needs: its folder, limits and judge (resume-upload.ts). */
  resumeUploads: ResumeUploads;
}

/** A refusal as the JSON API answers it (application-refusals.ts) becomes the page's: its status and message. */
const refusedOnPage = ({ status, message }: Refusal): { refused: PageRefusal } => ({ refused: { status, message } });

/**
 * A first save refused because the visitor's address started as many drafts as it may today
 * (new-visitor-drafts.ts): thrown, React Router answers the page with this status and the root
 * error boundary shows the message (client/app/route-error-page.tsx), as for Apply on a job page,
 * whose action has no form to show it on.
 */
const tooManyNewDrafts = () =>
  new Response(newDraftRefusal.message, { status: newDraftRefusal.status, statusText: 'Too Many Requests' });

/**
 * The wizard pages' part of one request's context (`context.application`): direct calls to the
 * service, no HTTP hop to this same server, with the JSON API's refusals.
 */
export function applicationPagesFor(services: ApplicationPageServices, req: Request, res: Response): ApplicationPages {
  const { application } = services;
  return {
    state: async () => {
      const state = await application.state(currentOwner(req), req.session?.user?.uid);
      // The last application's phone too: the contact step starts from it (carry-over).
      const carryOver = state.carryOver && { ...state.carryOver, steps: await withPhoneShown(state.carryOver.steps) };
      return { ...state, draft: { ...state.draft, steps: await withPhoneShown(state.draft.steps) }, carryOver };
    },
    chooseJob: async (job) => {
      const chosen = await application.chooseJob(draftSaverOf(req), job, sourceOfRequest(req, req.secure));
      if (!chosen.ok && chosen.reason === 'applied_elsewhere') return { appliedAt: chosen.url };
      if (!chosen.ok) throw tooManyNewDrafts();
      return {};
    },
    phoneField: services.phoneField,
    companyCountry: services.companyCountry,
    saveStep: async (step, answers) => {
      const saved = await application.saveStep(draftSaverOf(req), step, answers, sourceOfRequest(req, req.secure));
      if (!saved.ok && saved.reason === 'too_many_new_drafts') throw tooManyNewDrafts();
      if (!saved.ok) return { refused: saved.fields };
      return { saved: { [step]: (await withPhoneShown(saved.draft.steps))[step] } };
    },
    jobQuestions: () => application.jobQuestions(currentOwner(req)),
    saveJobAnswers: async (answers) => {
      const saved = await application.saveJobAnswers(draftSaverOf(req), answers);
      if (saved.ok) return { saved: saved.draft.jobAnswers ?? {} };
      return saved.reason === 'invalid_answers'
        ? { refused: saved.fields }
        : { unavailable: refusedOnPage(saveJobAnswersRefusal(saved)).refused };
    },
    uploadResume: async () => {
      // The multipart parser is loaded with the first upload, as for the API.
      const { storeResumeUpload } = await import('./resume-upload');
      const uploaded = await storeResumeUpload(req, res, application, services.resumeUploads);
      return uploaded.ok ? { uploaded: uploaded.resume } : refusedOnPage(uploadRefusal(uploaded));
    },
    chooseLastResume: async () => {
      const chosen = await chooseLastResume(application, req, services.resumeUploads.quota(req));
      return chosen.ok ? { chosen: chosen.resume } : refusedOnPage(lastResumeRefusal(chosen));
    },
    removeResume: async () => {
      const owner = currentOwner(req);
      if (owner) await application.removeResume(owner);
    },
    submit: async () => {
      const submitted = await submitForSession(application, req);
      return submitted.ok ? { submitted: submitted.application } : refusedOnPage(submitRefusal(submitted));
    },
    offeredDraft: async () => {
      const { offeredDraftId } = req.session;
      if (!req.session.user || !offeredDraftId) return null;
      const offered = await application.offeredDraft(offeredDraftId);
      return offered && { ...offered, steps: await withPhoneShown(offered.steps) };
    },
    answerOfferedDraft: async (take) => {
      const { offeredDraftId, user } = req.session;
      if (!user || !offeredDraftId) return;
      delete req.session.offeredDraftId;
      await application.answerOfferedDraft(user, offeredDraftId, take);
    },
  };
}
