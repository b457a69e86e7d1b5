import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { type DraftOwner as Owner, userDraft, visitorDraft } from '../storage/tables/drafts';

declare module 'express-session' {
  interface SessionData {
    /** Names the draft of a candidate who has not signed in yet. */
    draftId?: string;
  }
}

/** The draft's owner: the signed-in candidate, or this session's draft, or nobody yet. */
export function currentOwner(req: Request): Owner | null {
  if (req.session.user) return userDraft(req.session.user.uid);
  return req.session.draftId ? visitorDraft(req.session.draftId) : null;
}

/** Like currentOwner, but names a new draft for a first save (which also starts the session). */
export function ownerForSaving(req: Request): Owner {
  if (req.session.user) return userDraft(req.session.user.uid);
  req.session.draftId ??= randomUUID();
  return visitorDraft(req.session.draftId);
}
