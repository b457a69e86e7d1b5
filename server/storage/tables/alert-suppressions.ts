import { createHash } from 'node:crypto';
import type { Executor } from '../executor';

/**
 * Addresses that unsubscribed from job alerts (0014), as their SHA-256 only: all that is kept of
 * them, so that the unsubscribe is honoured (no digest goes to an address in it) without keeping
 * the address. Confirming a new subscription, which only its owner can, takes it out again.
 */
export interface AlertSuppressionsTable {
  alert_suppressions: {
    address_hash: string;
    created_at: number;
  };
}

/** The kept form of an address: lowercased, hashed. */
export const addressHash = (email: string) =>
  createHash('sha256').update(`job-alerts:${email.trim().toLowerCase()}`).digest('hex');

export const suppress = (executor: Executor, email: string, now: number) =>
  executor
    .insertInto('alert_suppressions')
    .values({ address_hash: addressHash(email), created_at: now })
    .onConflict((conflict) => conflict.column('address_hash').doNothing())
    .execute();

export const unsuppress = (executor: Executor, email: string) =>
  executor.deleteFrom('alert_suppressions').where('address_hash', '=', addressHash(email)).execute();

/** Which of these addresses are suppressed. */
export async function suppressedOf(executor: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const hashes = new Map(emails.map((email) => [addressHash(email), email]));
  const rows = await executor
    .selectFrom('alert_suppressions')
    .select('address_hash')
    .where('address_hash', 'in', [...hashes.keys()])
    .execute();
  return new Set(rows.flatMap((row) => hashes.get(row.address_hash) ?? []));
}
