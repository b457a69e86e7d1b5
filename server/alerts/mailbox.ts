import { createHash } from 'node:crypto';

/** Domains whose mailboxes ignore dots in the local part (Gmail's rule); googlemail.com is gmail.com. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for counting what one inbox is sent: `victim+1@example.com`
 * and `victim+2@example.com` are `victim@example.com` (subaddressing, RFC 5233, which most
 * providers honour), and at Gmail `v.ictim@googlemail.com` is `victim@gmail.com`. Only for
 * counting: mail still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  // "+tag@" alone names no mailbox to strip the tag from: counted as typed.
  if (tag > 0) local = local.slice(0, tag);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * A mailbox as a limit counts it: a hash of `mailboxOf(email)`, so that a store the limits share
 * never holds the address (the shared one keys it under the session secret besides).
 */
export const mailboxKey = (email: string) => createHash('sha256').update(mailboxOf(email)).digest('base64url');
