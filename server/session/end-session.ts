import type { Request, Response } from 'express';
import { SESSION_COOKIE } from './session-middleware';

/** Ends this request's session (its row, if any is left) and clears its cookie. */
export const endSession = (req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(error as Error);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      resolve();
    });
  });
