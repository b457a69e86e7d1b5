import { readdir, readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { alertTokens } from '../../server/alerts/alert-tokens';
import { createAlertsService } from '../../server/alerts/alerts-service';
import { createAlertsStore } from '../../server/alerts/alerts-store';
import { subscribeLimits } from '../../server/alerts/subscribe-limits';
import { createAtsDeliveryStore } from '../../server/ats-delivery/ats-delivery-store';
import { readEnvironment } from '../../server/config';
import { memoryLimitCounts } from '../../server/limits/limit-counts';
import type { EmailBrand } from '../../server/notifications/email-brand';
import { startNotifications } from '../../server/notifications/notifications';
import type { OutboxMessage } from '../../server/notifications/outbox-message';
import { createOutboxStore } from '../../server/notifications/outbox-store';
import { enqueueMessages } from '../../server/storage/tables/outbox';
import { outboxFiles } from '../../server/notifications/outbox-files';
import { harbourClinics } from '../support/email-brand';
import { migratedTestDatabase, silentLogger } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A brand whose name needs quoting in a From header (its comma would otherwise split the address). */
const fjordDental: EmailBrand = { name: 'Fjord Dental, Ltd.', color: '#1d5e3a' };

const change = (status: string) => ({
  status,
  reference: 'MDN-ABCDEFGH',
  job: { id: 'staff-nurse-pune', title: 'Staff Nurse' },
  candidate: { firstName: 'Mei', email: 'mei@example.com' },
});

describe('emails in the brand as it is when each is written', () => {
  it('follow a brand changed while the server runs, in their sender, band and words, and never say the configured name', async () => {
    const database = await migratedTestDatabase('SQLite');
    cleanups.push(database.close);
    // No SMTP_URL: each email becomes an .eml file in DATA_DIR/outbox, as it would leave.
    const config = readEnvironment({
      NODE_ENV: 'test',
      ...database.config,
      SITE_NAME: 'Medinest',
      PUBLIC_URL: 'https://careers.example.test',
      OUTBOX_POLL_MS: '50',
    });
    let brand = harbourClinics;
    const notifications = startNotifications(
      config,
      createOutboxStore(database.db, database.dialect),
      silentLogger,
      createAtsDeliveryStore(database.db, database.dialect),
      () => brand,
    );
    cleanups.push(notifications.stop);
    const alerts = createAlertsService({
      store: createAlertsStore(database.db),
      tokens: alertTokens('a-secret-of-the-email-brand-test-32+'),
      brand: () => brand,
      publicUrl: config.PUBLIC_URL,
      emailGoesOut: true,
      logger: silentLogger,
      wake: () => undefined,
      limits: subscribeLimits(memoryLimitCounts(), {
        requestsPerClientPerHour: 10,
        confirmationsPerHour: 10,
        logger: silentLogger,
      }),
    });
    const send = async (messages: OutboxMessage[]) => {
      await database.db.transaction().execute((trx) => enqueueMessages(trx, messages, null));
      await notifications.drain();
    };

    await send(await notifications.forStatusChange(change('interview')));
    brand = fjordDental;
    await send(await notifications.forStatusChange(change('offer')));
    await alerts.subscribe({ email: 'someone@example.com', uid: null, search: { q: 'nurse' }, frequency: 'weekly' });
    await notifications.drain();

    const { folder } = outboxFiles(config.DATA_DIR);
    const mails = await Promise.all(
      (await readdir(folder)).map(async (name) => simpleParser(await readFile(`${folder}/${name}`))),
    );
    const withSubject = (subject: string) => {
      const found = mails.filter((mail) => mail.subject === subject);
      expect(found, subject).toHaveLength(1);
      const [mail] = found;
      return { from: mail!.from?.value, text: String(mail!.text), html: String(mail!.html) };
    };
    const interview = withSubject('Invitation to interview: Staff Nurse');
    const offer = withSubject('An offer for you: Staff Nurse');
    const alert = withSubject('Confirm your job alert from Fjord Dental, Ltd.');

    expect(interview.from).toEqual([{ name: 'Harbour Clinics Careers', address: 'careers@localhost' }]);
    expect(interview.text).toContain('The Harbour Clinics hiring team');
    expect(interview.html).toContain('background-color:#7a2e8a');
    for (const mail of [offer, alert]) {
      expect(mail.from).toEqual([{ name: 'Fjord Dental, Ltd. Careers', address: 'careers@localhost' }]);
      expect(mail.html).toContain('background-color:#1d5e3a');
      expect(mail.text + mail.html).not.toContain('Harbour');
    }
    expect(offer.text).toContain('The Fjord Dental, Ltd. hiring team');
    expect(alert.text).toContain('asked for weekly emails from Fjord Dental, Ltd. about new jobs');
    for (const mail of mails)
      expect(`${mail.subject} ${mail.from?.text} ${mail.text} ${mail.html}`).not.toMatch(/medinest/i);
  });
});
