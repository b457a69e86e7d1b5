import type { Request, Response } from 'express';
import { clearSessionCookie } from './session-middleware';

/** Ends this request's session (its row, if any is left) and clears its cookie. */
export const endSession = (req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(error as Error);
      clearSessionCookie(req, res);
      resolve();
    });
  });
