import type { SessionUser } from '../../shared/session-user';
import { fieldsOf, subscribeBodySchema } from './alert-search';
import { type AlertsService, verifiedEmailOf } from './alerts-service';
import { SUBSCRIPTIONS_PER_ADDRESS } from './alerts-store';

export type SubscribeRequestOutcome =
  | { status: 201 | 202 }
  | { status: 400; fields: Record<string, string[]> }
  | { status: 429; retryAfterSeconds: number }
  | { status: 503 };

/**
 * One request to subscribe, from `POST /api/alerts` or the jobs page's form (whatever spelling of
 * its path the router answered): counted against its client's limit, checked, then handed to the
 * service. A signed-in candidate with a verified address subscribes that address, and only it
 * (another address is refused: the account's alerts go where its sign-in does), and their alert
 * is on at once (201, no confirmation email: Firebase verified the address). Anyone else gives an
 * address and, whatever the service did (sent, already confirmed, over the address's limits),
 * the outcome is the same 202: nobody learns whether an address is subscribed.
 */
export async function subscribeRequest(
  service: AlertsService,
  from: { user: SessionUser | undefined; client: string },
  body: unknown,
): Promise<SubscribeRequestOutcome> {
  if (!service.available) return { status: 503 };
  const admitted = await service.admitRequestFrom(from.client);
  if (!admitted.allowed) return { status: 429, retryAfterSeconds: admitted.retryAfterSeconds };
  const { user } = from;
  const parsed = subscribeBodySchema.safeParse(body ?? {});
  if (!parsed.success) return { status: 400, fields: fieldsOf(parsed.error) };
  const account = verifiedEmailOf(user);
  const given = parsed.data.email?.trim().toLowerCase();
  if (account && given && given !== account)
    return { status: 400, fields: { email: ['must be your account’s address, or left out'] } };
  const email = account ?? given;
  if (!email)
    return { status: 400, fields: { email: ['is required unless you are signed in with a verified address'] } };
  const outcome = await service.subscribe({
    email,
    uid: account && user ? user.uid : null,
    search: parsed.data.search,
    frequency: parsed.data.frequency,
    confirmed: account !== null,
  });
  if (!account) return { status: 202 };
  // The candidate's own address: telling them what became of their alert tells nobody else anything.
  if (outcome === 'limited')
    return { status: 400, fields: { _: [`is over the ${SUBSCRIPTIONS_PER_ADDRESS} alerts an address may have`] } };
  return { status: 201 };
}
