import { afterAll, expect, it } from 'vitest';
import { readEnvironment } from '../../server/config';
import type { EmailMessage } from '../../server/notifications/outbox-message';
import { createAtsDeliveryStore } from '../../server/ats-delivery/ats-delivery-store';
import { createOutboxStore } from '../../server/notifications/outbox-store';
import { enqueueMessages } from '../../server/storage/tables/outbox';
import type { EmailBrand } from '../../server/notifications/email-brand';
import { startNotifications } from '../../server/notifications/notifications';
import { eventually } from '../support/eventually';
import { startSmtpSink } from '../support/smtp-sink';
import { migratedTestDatabase, silentLogger } from '../support/test-database';

const medinestBrand = (): EmailBrand => ({ name: 'Medinest', color: '#0b5cab' });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const email = (index: number): EmailMessage => ({
  kind: 'email',
  to: [`candidate-${index}@example.com`],
  subject: `Message ${index}`,
  text: `Message ${index}`,
  html: `<p>Message ${index}</p>`,
});

it('a worker that stops leases nothing it will not send, so the next one sends the rest at once', async () => {
  const database = await migratedTestDatabase('SQLite');
  cleanups.push(database.close);
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  smtp.state.ackDelayMs = 500;
  // 25 messages: the worker leases 20 at a time, so 5 wait while the first 20 are in flight.
  await database.db.transaction().execute((trx) =>
    enqueueMessages(
      trx,
      Array.from({ length: 25 }, (_, index) => email(index)),
      null,
    ),
  );
  const outbox = createOutboxStore(database.db, database.dialect);
  const atsDeliveries = createAtsDeliveryStore(database.db, database.dialect);
  const config = readEnvironment({
    NODE_ENV: 'test',
    ...database.config,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'careers@medinest.example',
    OUTBOX_POLL_MS: '50',
    // A lease far longer than this test may wait: a message left leased would not go out in time.
    OUTBOX_LEASE_MS: '600000',
  });

  const first = startNotifications(config, outbox, silentLogger, atsDeliveries, medinestBrand);
  await eventually(() => smtp.state.awaitingAck > 0, 15_000, 'the first messages in flight');
  await first.stop();
  expect(smtp.received).toHaveLength(20);
  const leased = await database.db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('locked_until', 'is not', null)
    .execute();
  expect(leased).toEqual([]);

  const second = startNotifications(config, outbox, silentLogger, atsDeliveries, medinestBrand);
  cleanups.push(second.stop);
  await eventually(() => smtp.received.length === 25, 15_000, 'the other 5 messages delivered');
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(25);
});
