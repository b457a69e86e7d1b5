import { createHmac } from 'node:crypto';
import type { WebhookMessage } from './outbox-message';

/**
 * Headers of a webhook call, as Standard Webhooks names them (https://www.standardwebhooks.com):
 * receivers verify with its libraries (`standardwebhooks` on npm, and others for most languages).
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** What a `whsec_` secret begins with; the key is the base64 after it (the config checks it). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * The signature of message `id` with `body` sent at `timestamp` (seconds): `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's decoded bytes. Signing the id and the
 * time as well as the body lets a receiver refuse replays (an old timestamp, an id seen before).
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Posts outbox webhooks as JSON, signed as Standard Webhooks specifies. Anything but a 2xx within
 * `timeoutMs` is a failure the outbox retries, with the same id: the receiver de-duplicates by it.
 */
export function createWebhookSender(settings: { url: string; secret: string; timeoutMs?: number }) {
  return {
    async send(id: string, webhook: WebhookMessage): Promise<void> {
      const body = JSON.stringify({ id, event: webhook.event, data: webhook.data });
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [WEBHOOK_HEADERS.id]: id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: webhookSignature(settings.secret, id, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
