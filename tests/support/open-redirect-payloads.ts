/**
 * Known open-redirect payloads for a `returnTo` (a path of this site is expected): other hosts
 * written as paths, with the tricks browsers forgive (backslashes, tabs and newlines dropped,
 * `..` resolved, percent-encoded dots), and other schemes. Each must be refused (the fallback).
 */
export const openRedirectPayloads = [
  '//evil.example',
  '//evil.example/careers',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/a/../..//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/%2E%2E//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  'https://evil.example',
  'http://evil.example/careers',
  'https:evil.example',
  'HTTPS://evil.example',
  '//evil.example@careers.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  '?returnTo=//evil.example',
] as const;

/**
 * Payloads that name another host but are paths of this site: a browser asks this site for them
 * (it does not decode `%2F` or `%5C` in a Location), so they come back as they are.
 */
export const pathsThatLookLikeHosts = [
  '/@evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
] as const;

/** Paths of this site that come back as they are. */
export const sameSitePaths = ['/recruiter', '/recruiter?job=a%20b&status=new', '/joblistings/View', '/applications'];
