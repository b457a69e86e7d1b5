import express, { type Request, type RequestHandler, Router } from 'express';
import { type DraftStep, wizardScreens } from '../../shared/application/steps';
import type { DataSource } from '../../shared/data-source';
import { SIGN_IN_EMAIL_FIELD } from '../../shared/application/rejected-step';
import { pathOf, screenPaths } from '../../shared/route-paths';
import { HttpError } from '../http/http-error';
import type { ApplicationService } from './application-service';
import { ownerForSaving } from './draft-owner';
import { answersFromForm } from './step-form-answers';

/** The screen after a step's: the last step is followed by review. */
function nextPath(step: DraftStep): string {
  const index = wizardScreens.findIndex((screen) => screen.step === step);
  return pathOf(wizardScreens[index + 1]?.screen ?? 'reviewSubmit');
}

/**
 * The wizard's forms posted without JavaScript (a click before hydration, a failed chunk): the
 * answers travel in the body, never in a URL. Valid answers are saved exactly as
 * `PUT /api/application/draft/:step` saves them, and the browser is sent on to the next step
 * (303, so Reload does not post again). Refused answers render the step again with status 400
 * and the same messages the script-driven form shows. Paths match case-insensitively, like pages.
 */
export function stepFormRoutes(options: {
  application: ApplicationService;
  /** The limit on a client's writes (write-limit.ts), shared with the JSON API. */
  writeLimit: RequestHandler;
  /** Renders the page of this request with `dataSource` (the page routes' renderer). */
  renderPage: (dataSource: (req: Request) => DataSource) => RequestHandler;
  dataSourceFor: (req: Request) => DataSource;
}): Router {
  const { application, dataSourceFor } = options;
  const router = Router();
  const { writeLimit } = options;
  const formBody = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 100 });

  for (const { screen, step } of wizardScreens) {
    if (step === 'review') continue;
    const rerender = (values: Record<string, string | boolean | string[]>, prefill?: true) =>
      options.renderPage((req) => {
        const source = dataSourceFor(req);
        return {
          ...source,
          getApplication: async () => ({ ...(await source.getApplication()), rejected: { step, values, prefill } }),
        };
      });
    router.post([...screenPaths[screen]], writeLimit, formBody, async (req, res, next) => {
      const body = req.body as Record<string, unknown> | undefined;
      // The sign-in page's email, posted without JavaScript: the contact step starts with it, nothing is saved.
      if (step === 'contact' && body?.[SIGN_IN_EMAIL_FIELD] !== undefined) {
        const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
        await rerender({ email }, true)(req, res, next);
        return;
      }
      const answers = answersFromForm(step, body);
      try {
        await application.saveStep(() => ownerForSaving(req), step, answers);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'invalid_answers') {
          await rerender(answers)(req, res, next);
          return;
        }
        throw error;
      }
      res.set('Cache-Control', 'no-store').redirect(303, nextPath(step));
    });
  }
  return router;
}
