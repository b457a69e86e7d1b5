import type { RequestHandler } from 'express';
import { matchPath } from 'react-router';
import { screenPaths } from '../../shared/route-paths';
import { HttpError } from './http-error';

const pagePatterns: readonly string[] = Object.values(screenPaths).flat();

/** Whether a page is rendered at `path`, matched as React Router matches it (case-insensitive). */
function isPagePath(path: string): boolean {
  return pagePatterns.some((pattern) => matchPath(pattern, path) !== null);
}

/**
 * The last route: a request no other route answered. Every GET is answered by the pages, so what
 * arrives here is another method. At a page path it is answered 405 with `Allow`; anywhere else,
 * 404; both in the API's JSON error shape rather than Express's HTML "Cannot POST".
 */
export const unansweredRequest: RequestHandler = (req, res, next) => {
  if (isPagePath(req.path)) {
    res.set('Allow', 'GET, HEAD');
    next(new HttpError(405, 'method_not_allowed', `A page is only read (GET), not changed with ${req.method}.`));
    return;
  }
  next(new HttpError(404, 'not_found', `Nothing answers ${req.method} ${req.path}.`));
};
