import type { AtsDeliveryStore } from '../ats-delivery/ats-delivery-store';
import { atsTargetOf, type AtsTargetConfig } from '../ats-delivery/ats-target';
import type { Environment } from '../config';
import type { Logger } from '../logger';
import type { EmailBrand } from './email-brand';
import type { Sender } from './email-sender';
import type { OutboxMessage } from './outbox-message';
import type { OutboxStore } from './outbox-store';
import type { StatusChange } from './status-messages';
import { type Deliver, startOutboxWorker } from './outbox-worker';
import type { Submission } from './submission-messages';
import { createWebhookSender } from './webhook-sender';

type NotificationConfig = Pick<
  Environment,
  | 'PUBLIC_URL'
  | 'DATA_DIR'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'NOTIFY_EMAILS'
  | 'WEBHOOK_URL'
  | 'WEBHOOK_SECRET'
  | 'OUTBOX_POLL_MS'
  | 'OUTBOX_RETRY_MS'
  | 'OUTBOX_LEASE_MS'
  | 'CANDIDATE_EMAIL_DELAY_MS'
  | 'TIMEZONE'
> &
  AtsTargetConfig;

/**
 * The site's notifications: what an event sends (written to the outbox by the event's own
 * transaction) and the worker that delivers the outbox by email, webhook and into the company's
 * ATS (an application's delivery, server/ats-delivery). Each email is written with `brand()` as it
 * is then.
 */
export function startNotifications(
  config: NotificationConfig,
  outbox: OutboxStore,
  logger: Logger,
  atsDeliveries: AtsDeliveryStore,
  brand: () => EmailBrand,
) {
  // MAIL_FROM is required with SMTP; without it the .eml files' sender is in the brand's name as
  // it is when each file is written (an object: nodemailer quotes a name with commas or quotes).
  const from = (): Sender => config.MAIL_FROM ?? { name: `${brand().name} Careers`, address: 'careers@localhost' };
  let emailSender: ReturnType<typeof import('./email-sender').createEmailSender> | undefined;
  const webhook =
    config.WEBHOOK_URL && config.WEBHOOK_SECRET
      ? createWebhookSender({ url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET })
      : undefined;

  const atsTarget = atsTargetOf(config);
  let atsSender: Promise<import('../ats-delivery/ats-sender').AtsSender> | undefined;

  const deliver: Deliver = async (id, message) => {
    if (message.kind === 'ats') {
      atsSender ??= import('../ats-delivery/ats-sender').then(({ createAtsSender }) =>
        createAtsSender({ target: atsTarget, store: atsDeliveries, logger, leaseMs: config.OUTBOX_LEASE_MS }),
      );
      return (await atsSender).send(id, message);
    }
    if (message.kind === 'email') {
      emailSender ??= import('./email-sender').then(({ createEmailSender }) =>
        createEmailSender({ smtpUrl: config.SMTP_URL, from, dataDir: config.DATA_DIR, logger }),
      );
      await (await emailSender).send(id, message);
      return undefined;
    }
    if (webhook) await webhook.send(id, message);
    else logger.warn({ outboxId: id }, 'WEBHOOK_URL is no longer set: webhook dropped');
    return undefined;
  };

  const worker = startOutboxWorker({
    store: outbox,
    deliver,
    logger,
    pollMs: config.OUTBOX_POLL_MS,
    backoffMs: config.OUTBOX_RETRY_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  // A key for an ATS the jobs do not come from delivers nothing: said once, at start.
  if (config.GREENHOUSE_API_KEY && config.JOBS_SOURCE.kind !== 'greenhouse')
    logger.warn(
      'GREENHOUSE_API_KEY is set but JOBS_SOURCE is not greenhouse:<token>: no application goes to Greenhouse',
    );
  if (config.LEVER_API_KEY && config.JOBS_SOURCE.kind !== 'lever')
    logger.warn('LEVER_API_KEY is set but JOBS_SOURCE is not lever:<site>: no application goes to Lever');
  if (config.ASHBY_API_KEY && config.JOBS_SOURCE.kind !== 'ashby')
    logger.warn('ASHBY_API_KEY is set but JOBS_SOURCE is not ashby:<board>: no application goes to Ashby');
  if (config.SMARTRECRUITERS_API_KEY && config.JOBS_SOURCE.kind !== 'smartrecruiters')
    logger.warn(
      'SMARTRECRUITERS_API_KEY is set but JOBS_SOURCE is not smartrecruiters:<company id>: no application goes to SmartRecruiters',
    );
  if (!config.SMTP_URL)
    logger.info({ folder: `${config.DATA_DIR}/outbox` }, 'no SMTP_URL: emails are written as .eml files');
  // An email has no page to be relative to: without the site's address, it cannot link back.
  if (!config.PUBLIC_URL)
    logger.warn('no PUBLIC_URL: emails to candidates carry no link to their applications (set PUBLIC_URL)');

  return {
    /** The messages a submission sends (the email texts are rendered once, now). */
    async forSubmission(submission: Submission): Promise<OutboxMessage[]> {
      const { submissionMessages } = await import('./submission-messages');
      return submissionMessages(submission, {
        brand: brand(),
        timeZone: config.TIMEZONE,
        notifyEmails: config.NOTIFY_EMAILS,
        webhook: Boolean(webhook),
        publicUrl: config.PUBLIC_URL,
        ats: atsTarget ? { ats: atsTarget.ats, board: atsTarget.board } : null,
      });
    },
    /**
     * The email a recruiter's status change sends the candidate, if that status is told
     * (interview, offer, not selected): also the preview the recruiter reads before choosing.
     */
    async forStatusChange(change: StatusChange): Promise<OutboxMessage[]> {
      const { statusChangeMessages } = await import('./status-messages');
      return statusChangeMessages(change, brand(), config.PUBLIC_URL);
    },
    /** CANDIDATE_EMAIL_DELAY_MS: how long a status email waits in the outbox, for Undo. */
    statusEmailDelayMs: config.CANDIDATE_EMAIL_DELAY_MS,
    /** Delivers what was just committed without waiting for the next poll. */
    wake: () => void worker.wake(),
    /** Delivers every message due now, and resolves when none is left to try (`npm run send-alerts`). */
    drain: () => worker.wake(),
    async stop(): Promise<void> {
      await worker.stop();
      (await emailSender)?.close();
    },
  };
}

export type Notifications = ReturnType<typeof startNotifications>;
