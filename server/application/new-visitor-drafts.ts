import type { AddressCounter } from './address-counter';
import type { Owner } from './application-store';
import type { DraftSaver } from './draft-owner';

/**
 * How many drafts visitors who have not signed in may start, and for how long each is kept.
 * Every first save without a session starts a session and a draft: unbounded, one address could
 * make the server keep 300 a minute of each for a week (RELIABILITY.md, "what one address can make the server keep").
 */
export interface VisitorDraftLimits {
  /** New drafts per client address per window (ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY). */
  perAddress: AddressCounter;
  /** How long a session that never signs in lasts from its draft's start (ANONYMOUS_SESSION_MAX_AGE_MS). */
  maxAgeMs: number;
}

/** Without limits (store and service tests): any number, each for a day. */
export const unlimitedVisitorDrafts: VisitorDraftLimits = {
  perAddress: { take: () => Promise.resolve(true) },
  maxAgeMs: 86_400_000,
};

/**
 * The owner a save goes to: the existing draft's, or a new visitor draft if the address may start
 * one more; null when it may not (nothing is started, no session stored).
 */
export async function ownerToSave(saver: DraftSaver, limits: VisitorDraftLimits): Promise<Owner | null> {
  if (saver.existing) return saver.existing;
  if (!(await limits.perAddress.take(saver.client))) return null;
  return saver.start(Date.now() + limits.maxAgeMs);
}
