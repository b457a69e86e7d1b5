import { createHmac } from 'node:crypto';
import type { WebhookMessage } from './outbox-message';

/** Headers of a webhook call; receivers verify `X-Careers-Signature` over `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  delivery: 'X-Careers-Delivery',
  timestamp: 'X-Careers-Timestamp',
  signature: 'X-Careers-Signature',
} as const;

/** The signature of a body sent at `timestamp` (seconds), as `sha256=<hex>`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Posts outbox webhooks as JSON, signed with HMAC-SHA256 over the timestamp and the body (as
 * Stripe does: a replayed old call can be told by its timestamp). Anything but a 2xx within
 * `timeoutMs` is a failure the outbox retries; the delivery id lets the receiver de-duplicate.
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
          [WEBHOOK_HEADERS.delivery]: id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: webhookSignature(settings.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
