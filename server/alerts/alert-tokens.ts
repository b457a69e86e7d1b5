import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in an alert email does: confirm its subscription, or unsubscribe its address. */
export type AlertAction = 'confirm' | 'unsubscribe';

/**
 * Signed tokens for the links of alert emails: `<subscription id>.<action>.<HMAC>`, keyed by the
 * session secret (every replica, and `npm run send-alerts`, share it) with a label of its own,
 * so that no other signature of the site is one of these. They carry no address: a URL is
 * logged and forwarded more than an email is. An unsubscribe token never expires (RFC 8058
 * links are followed long after); a confirmation is good while its subscription is unconfirmed.
 */
export function alertTokens(secret: string) {
  const signature = (id: string, action: AlertAction) =>
    createHmac('sha256', secret).update(`job-alert:${action}:${id}`).digest('base64url');
  return {
    sign: (id: string, action: AlertAction) => `${id}.${action}.${signature(id, action)}`,
    /** The subscription id of a token of `action`, or null for anything else. */
    verify(token: unknown, action: AlertAction): string | null {
      if (typeof token !== 'string' || token.length > 200) return null;
      const [id = '', tokenAction, given = ''] = token.split('.');
      if (tokenAction !== action || !/^[\w-]{1,64}$/.test(id)) return null;
      const expected = Buffer.from(signature(id, action));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}

export type AlertTokens = ReturnType<typeof alertTokens>;
