import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { FirebaseWebConfig } from '../../shared/session-user';

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

/** A year, for this host and its subdomains. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with helmet. The Content-Security-Policy allows scripts from this origin and,
 * for the inline scripts the server renders, only those carrying this response's nonce; the
 * Firebase hosts are allowed only when sign-in is configured. Pages may not be framed
 * (clickjacking): one policy, CSP's `frame-ancestors 'none'`. X-Frame-Options is not sent: every
 * browser this site supports honours frame-ancestors, which overrides X-Frame-Options anyway
 * (CSP Level 2), and helmet's SAMEORIGIN default contradicted it.
 * HSTS is sent in production over HTTPS only (`req.secure`, which behind a proxy needs
 * `TRUST_PROXY`): browsers ignore it over plain HTTP (RFC 6797, 8.1), and it says nothing true there.
 */
export function securityHeaders(options: {
  signIn: FirebaseWebConfig | null;
  production: boolean;
  /** False for the development server only: Vite's hot reload injects inline scripts. */
  contentSecurityPolicy: boolean;
}): RequestHandler[] {
  const sources = signInSources(options.signIn);
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: options.contentSecurityPolicy && {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...sources.script],
          // React's style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Article images come from the blog's own hosts, profile photos from the identity provider.
          imgSrc: ["'self'", 'data:', 'https:', 'http:'],
          connectSrc: ["'self'", ...sources.connect],
          frameSrc: sources.frame.length ? sources.frame : ["'none'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Firebase's sign-in popup reports back to this page through window.opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      xFrameOptions: false,
    }),
    (req, res, next) => {
      if (options.production && req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}
