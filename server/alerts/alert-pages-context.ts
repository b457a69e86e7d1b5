import type { Request } from 'express';
import {
  type AlertFormFields,
  type AlertFrequency,
  type AlertPages,
  type AlertRequestAnswer,
} from '../../shared/alerts/alert-pages';
import { alertFrequencies } from '../../shared/api/alerts-enums';
import { clientOf } from '../http/client-address';
import type { AlertsService } from './alerts-service';
import { subscribeRequest } from './subscribe-request';

/** What the jobs page says after any request it took: the same whether the address was subscribed or not. */
export const ALERT_REQUESTED = 'Check your inbox: we sent a link to confirm this alert.';

/** What it says to a signed-in candidate whose verified address needs no confirmation. */
const alertOn = (frequency: AlertFrequency) =>
  `Your job alert is on: new jobs like these will be emailed to you ${frequency}. You can change it on your job alerts page.`;

const searchFields = ['q', 'department', 'team', 'type', 'location'] as const;

/** A form's fields as `POST /api/alerts`'s body: an empty email is none, and the search only what the form carries. */
function bodyOf(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const search: Record<string, string> = {};
  for (const name of searchFields) {
    const value = text(name);
    if (value !== undefined) search[name] = value;
  }
  return { email: text('email')?.trim(), search, frequency: text('frequency') ?? '' };
}

/** The form's own fields as it is to show them again: what was typed, and the frequency chosen (weekly if none). */
function formFieldsOf(form: FormData): AlertFormFields {
  const email = form.get('email');
  const frequency = alertFrequencies.find((known) => known === form.get('frequency')) ?? 'weekly';
  return { email: typeof email === 'string' ? email.slice(0, 254) : '', frequency };
}

/** The field errors in one sentence each: "Email must be an email address." */
function sentences(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([field, messages]) => {
      const name = field === '_' ? 'This alert' : (field.split('.').pop() ?? field);
      return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${messages.join(' and ')}.`;
    })
    .join(' ');
}

/**
 * `context.alerts` for one request (shared/alerts/alert-pages.ts). The candidate's own alerts are
 * read and changed by the session's user only: the /alerts page's loader and action check that
 * there is one first (client/pages/alerts-page.tsx), as `signedIn` does for `/api/me/alerts`.
 */
export function alertPagesFor(service: AlertsService, req: Request): AlertPages {
  const user = () => {
    const signedIn = req.session?.user;
    if (!signedIn) throw new Error('job alerts of an account asked for without a signed-in candidate');
    return signedIn;
  };
  return {
    list: () => service.list(user()),
    async change(id, change) {
      const changed = await service.change(user(), id, change);
      return !changed.ok && changed.reason === 'invalid'
        ? { ok: false, reason: 'invalid', message: sentences(changed.fields) }
        : changed;
    },
    remove: (id) => service.remove(user(), id),
    confirmation: (token) => service.confirmation(token),
    confirm: (token) => service.confirm(token),
    unsubscribeLink: (token) => service.unsubscribeLink(token),
    unsubscribe: (token, scope) => service.unsubscribe(token, scope),

    async subscribe(form): Promise<AlertRequestAnswer> {
      // The client's limit is the API's, counted together (subscribe-request.ts), whatever path the form came to.
      const outcome = await subscribeRequest(
        service,
        { user: req.session?.user, client: clientOf(req.ip) },
        bodyOf(form),
      );
      const fields = formFieldsOf(form);
      if (outcome.status === 429)
        return {
          form: fields,
          status: 429,
          message: 'Too many job alerts asked for from here. Please try again later.',
        };
      if (outcome.status === 503)
        return { form: fields, status: 503, message: 'Job alerts are not available on this site yet.' };
      if (outcome.status === 400)
        return { form: fields, status: 400, message: sentences(outcome.fields), fields: outcome.fields };
      if (outcome.status === 201) return { form: fields, status: 201, message: alertOn(fields.frequency) };
      return { form: fields, status: 202, message: ALERT_REQUESTED };
    },
  };
}
