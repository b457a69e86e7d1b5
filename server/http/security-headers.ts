import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { FirebaseWebConfig } from '../../shared/session-user';
import { cspNonce } from './csp-nonce';

declare module 'http' {
  interface OutgoingMessage {
    /**
     * The names of the headers set so far, spelled as set, in the order set. Node documents it as
     * one of OutgoingMessage's public header methods (DEP0066, since v15.13); @types/node 20
     * declares it on ClientRequest only.
     */
    getRawHeaderNames(): string[];
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This response's Content-Security-Policy nonce (see securityHeaders). */
      cspNonce?: string;
    }
  }
}

// What Google sign-in needs beyond this origin: Google's script loader, Firebase's auth APIs, and
// the project's auth domain (its helper iframe). With the Auth emulator, its origin instead.
function signInSources(signIn: FirebaseWebConfig | null) {
  if (!signIn) return { script: [], connect: [], frame: [] };
  if (signIn.emulatorUrl) {
    return { script: ['https://apis.google.com'], connect: [signIn.emulatorUrl], frame: [signIn.emulatorUrl] };
  }
  return {
    script: ['https://apis.google.com'],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ],
    frame: [`https://${signIn.authDomain}`],
  };
}

/**
 * The Cross-Origin-Opener-Policy of every page that shows, or may come to show, someone's data:
 * the pages that hydrate (sign-in, the wizard, the candidate's and the recruiters' pages, where
 * a session begins and goes on in the same document) and every page not shared between visitors
 * (a session's, or an address with a personal query). Other sites' windows get no handle on them,
 * while Firebase's sign-in popup still reports back through window.opener. The public pages,
 * served to anonymous visitors, send none: they are the same for everyone, and with the policy
 * every arrival from another site or from a new tab made Chromium put the page in a new browsing
 * context group, which Lighthouse counted as 0-49 ms of total blocking time (0 in 25 of 25 runs
 * without it; docs/decisions/009). server/pages/page-handler.ts and page-cache.ts set it.
 */
export const OPENER_POLICY = 'same-origin-allow-popups';

/** A year, for this host and its subdomains. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  signIn: FirebaseWebConfig | null;
  production: boolean;
  /** False for the development server only: Vite's hot reload injects inline scripts. */
  contentSecurityPolicy: boolean;
}

/**
 * Security headers with helmet. The Content-Security-Policy allows scripts from this origin and,
 * for the inline scripts the server renders, only those carrying this response's nonce; the
 * Firebase hosts are allowed only when sign-in is configured. Pages may not be framed
 * (clickjacking): one policy, CSP's `frame-ancestors 'none'`. X-Frame-Options is not sent: every
 * browser this site supports honours frame-ancestors, which overrides X-Frame-Options anyway
 * (CSP Level 2), and helmet's SAMEORIGIN default contradicted it.
 */
function helmetFor(options: SecurityHeaderOptions) {
  const sources = signInSources(options.signIn);
  return helmet({
    contentSecurityPolicy: options.contentSecurityPolicy && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...sources.script],
        // React's style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Article images come from the blog's own hosts, profile photos from the identity provider,
        // over HTTPS only (an http: image would be readable and replaceable on the way).
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...sources.connect],
        frameSrc: sources.frame.length ? sources.frame : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Only the pages that need it say it (OPENER_POLICY).
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: false,
  });
}

/**
 * The security headers of every response, as middleware. HSTS is sent in production over HTTPS
 * only (`req.secure`, which behind a proxy needs `TRUST_PROXY`): browsers ignore it over plain
 * HTTP (RFC 6797, 8.1), and it says nothing true there.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = cspNonce();
      next();
    },
    helmetFor(options),
    (req, res, next) => {
      if (options.production && req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}

/** Stands for the nonce in `fixedSecurityHeaders`' policy; never a nonce itself (not base64). */
export const NONCE_PLACEHOLDER = '{nonce}';

/**
 * The headers helmet sets on every response (all but HSTS, which depends on the request), in its
 * order, computed once by running the same helmet configuration against a real, unsent
 * `node:http` response and reading back what it set (`getRawHeaderNames`, `getHeader`: the names
 * as helmet spelled them, in the order it set them, as they go on the wire).
 * The CSP names `'nonce-{nonce}'`: a response built from this list puts its own sources there.
 * For answers that are sent many times without the middleware (server/http/fast-path.ts;
 * tests/integration/fast-path.test.ts holds its answers to the middleware's, header by header).
 */
export function fixedSecurityHeaders(options: SecurityHeaderOptions): [name: string, value: string][] {
  const request = new IncomingMessage(new Socket());
  // `locals` is what Express adds to a response; the CSP's script source reads the nonce there.
  const response = Object.assign(new ServerResponse(request), { locals: { cspNonce: NONCE_PLACEHOLDER } });
  let called = false;
  helmetFor(options)(request, response, () => {
    called = true;
  });
  // helmet answers synchronously; should a version not, this list would be silently incomplete.
  if (!called) throw new Error('helmet did not set its headers synchronously');
  return response.getRawHeaderNames().map((name) => [name, headerText(response.getHeader(name))]);
}

function headerText(value: number | string | string[] | undefined): string {
  if (value === undefined) throw new Error('a header helmet set has no value');
  return Array.isArray(value) ? value.join(', ') : String(value);
}
