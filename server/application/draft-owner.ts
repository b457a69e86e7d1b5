import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { clientOf } from '../http/client-address';
import { endSessionAt } from '../session/anonymous-session-expiry';
import { type DraftOwner as Owner, userDraft, visitorDraft } from '../storage/tables/drafts';

declare module 'express-session' {
  interface SessionData {
    /** Names the draft of a candidate who has not signed in yet. */
    draftId?: string;
    /**
     * When this session ends if nobody signs in (ms since the epoch), fixed when its draft began:
     * a visitor's session does not roll forward as a signed-in one does (anonymous-session-expiry.ts).
     */
    anonymousUntil?: number;
  }
}

/** The draft's owner: the signed-in candidate, or this session's draft, or nobody yet. */
export function currentOwner(req: Request): Owner | null {
  if (req.session.user) return userDraft(req.session.user.uid);
  return req.session.draftId ? visitorDraft(req.session.draftId) : null;
}

/**
 * Whose draft a save goes to. The application service decides whether a visitor may start a new
 * one (new-visitor-drafts.ts): each starts a session and a draft the server keeps.
 */
export interface DraftSaver {
  /** The signed-in candidate's draft, or the one this session began; null: saving starts one. */
  existing: Owner | null;
  /** The client as limits count it (http/client-address.ts): its IPv4 address, or its IPv6 /64 network. */
  client: string;
  /** Names a new draft for this session (which starts it), ending at `until` unless the visitor signs in. */
  start(until: number): Owner;
}

/** The request's DraftSaver. */
export function draftSaverOf(req: Request): DraftSaver {
  return {
    existing: currentOwner(req),
    client: clientOf(req.ip),
    start(until) {
      req.session.draftId ??= randomUUID();
      req.session.anonymousUntil = until;
      endSessionAt(req.session, until);
      return visitorDraft(req.session.draftId);
    },
  };
}
