import type { Logger } from '../logger';
import { privateFolder, writePrivateFile } from '../storage/private-files';
import { outboxFiles } from './outbox-files';
import type { EmailMessage } from './outbox-message';

/** Who an email is from: an address (`Careers <jobs@example.com>`), or a name and address nodemailer quotes. */
export type Sender = string | { name: string; address: string };

export interface EmailSettings {
  /** `smtp://` or `smtps://` with credentials; unset: messages are written as .eml files. */
  smtpUrl: string | undefined;
  /** Read for each email: its name may change while the server runs (the brand's). */
  from: () => Sender;
  /** Where .eml files go without SMTP. */
  dataDir: string;
  logger: Logger;
}

/** The address's domain, for Message-IDs: `Careers <jobs@example.com>` → `example.com`. */
const domainOf = (from: Sender) =>
  /@([^\s>]+)/.exec(typeof from === 'string' ? from : from.address)?.[1] ?? 'localhost';

/**
 * Sends outbox emails through SMTP with nodemailer, or, without SMTP_URL (as under `npm start`),
 * writes each as an .eml file into DATA_DIR/outbox and logs where, so an operator sees exactly
 * what would have gone out. The Message-ID is the outbox id: a message sent twice (at least once
 * delivery) is recognisably the same message.
 */
export async function createEmailSender(settings: EmailSettings) {
  // nodemailer loads with the first message, not at start-up.
  const { createTransport } = await import('nodemailer');
  const files = outboxFiles(settings.dataDir);
  const transport = settings.smtpUrl
    ? createTransport({
        url: settings.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(id: string, email: EmailMessage): Promise<void> {
      const from = settings.from();
      const info = await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers ? { headers: email.headers } : {}),
        messageId: `<${id}@${domainOf(from)}>`,
      });
      if (settings.smtpUrl) return;
      // The candidate's name and answers: the server's alone (storage/private-files.ts).
      await privateFolder(files.folder);
      const file = files.fileOf(id);
      await writePrivateFile(file, (info as { message: Buffer }).message);
      settings.logger.info({ outboxId: id, file }, 'no SMTP_URL: email written to a file instead of sent');
    },
    close: () => transport.close(),
  };
}
