import type { Request, Response } from 'express';

/**
 * Whether the client of an unknown path prefers HTML (a browser): it gets the site's NotFound page,
 * rendered in the site's frame (client/app/not-found-page.tsx). The first type wins a tie (no
 * Accept header, or *\/*): only a client that prefers HTML gets it.
 */
export function prefersHtml(req: Request): boolean {
  return req.accepts(['text/plain', 'text/html']) === 'text/html';
}

/** The body of an unknown path for any other client is the text `NotFound` (the public contract). */
export function sendNotFound(_req: Request, res: Response): void {
  res.status(404).vary('Accept').type('text/plain').send('NotFound');
}
