import type { Request, Response } from 'express';

/**
 * The body of an unknown path is the text `NotFound` (the public contract). A browser gets it as
 * a minimal HTML document, so that assistive technology has a language and a title; any other
 * client gets the plain text.
 */
const notFoundDocument =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>NotFound</title></head>' +
  '<body><main><h1>NotFound</h1></main></body></html>';

export function sendNotFound(req: Request, res: Response): void {
  res.status(404).vary('Accept');
  // The first type wins a tie (no Accept header, or */*): only a client that prefers HTML gets it.
  if (req.accepts(['text/plain', 'text/html']) === 'text/html') res.type('html').send(notFoundDocument);
  else res.type('text/plain').send('NotFound');
}
