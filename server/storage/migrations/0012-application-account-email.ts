import { type Kysely, sql } from 'kysely';

/**
 * The signed-in account's verified address of an application's candidate: the status
 * emails (interview, offer, not selected) go there, as the confirmation does, never to the
 * address typed in the contact step, which could be anyone's. Null while it is not known: an
 * account without a verified address, or an application of an earlier release, whose address is
 * recorded the next time its candidate signs in (server/application/application-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN account_email TEXT`.execute(db);
}
