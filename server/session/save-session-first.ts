import type { Request } from 'express';

/**
 * Stores the request's session now, when it holds anything, before the answer is written.
 *
 * express-session stores a changed session as the answer ends, but writes the answer's headers
 * (and all of its body but the last byte) first, and only the rest once the store has it. An
 * answer without a body (a form post's 303, `Content-Length: 0`) is then complete for the
 * browser at its headers, before the session is stored: the redirect's target could come before
 * the session is, and miss it (a visitor's first Apply, whose session starts with it: the next
 * page did not see the chosen job, mostly on Postgres, whose store takes longer to write).
 * Saved here, express-session finds it saved and does not write it again. A session holding
 * nothing (only its cookie) is left unstored, as `saveUninitialized: false` wants.
 */
export function saveSessionFirst(req: Request): Promise<void> {
  const session = req.session as (Request['session'] & Record<string, unknown>) | undefined;
  if (!session || Object.keys(session).every((key) => key === 'cookie')) return Promise.resolve();
  return new Promise((resolve, reject) => session.save((error: unknown) => (error ? reject(error) : resolve())));
}
