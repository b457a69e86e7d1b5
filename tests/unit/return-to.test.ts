import { describe, expect, it } from 'vitest';
import { localPath, signInPathBackTo } from '../../client/auth/return-to';
import { pathsThatLookLikeHosts, openRedirectPayloads, sameSitePaths } from '../support/open-redirect-payloads';

const fallback = '/fallback';
/** Where a browser on this site goes for a Location of `path`. */
const browserGoesTo = (path: string) => new URL(path, 'https://careers.example/some/page');

describe('the way back after signing in or out (localPath)', () => {
  it.each(openRedirectPayloads)('refuses %j, which would leave the site', (payload) => {
    expect(localPath(payload, fallback)).toBe(fallback);
  });

  it.each(pathsThatLookLikeHosts)('keeps %j, a path of this site', (payload) => {
    const path = localPath(payload, fallback);
    expect(path).toBe(payload);
    expect(browserGoesTo(path).origin).toBe('https://careers.example');
  });

  it.each(sameSitePaths)('comes back to %j', (path) => {
    expect(localPath(path, fallback)).toBe(path);
  });

  it('answers the normalized path it checked, never the raw one', () => {
    expect(localPath('/jobs/../recruiter/./applications', fallback)).toBe('/recruiter/applications');
    expect(localPath('/a/b/..//c', fallback)).toBe('/a//c');
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/recruiter'], { toString: () => '/recruiter' }]) {
      expect(localPath(value, fallback)).toBe(fallback);
    }
  });

  it('sends the sign-in page a way back that it reads back unchanged', () => {
    const signIn = new URL(signInPathBackTo('/recruiter?job=a b&status=new'), 'https://careers.example');
    expect(localPath(signIn.searchParams.get('returnTo'), fallback)).toBe('/recruiter?job=a%20b&status=new');
  });
});
