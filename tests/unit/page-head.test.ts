import { describe, expect, it } from 'vitest';
import { headOf } from '../../client/page-head';

const fixed = { title: 'Culture', description: 'How we work' };

describe('the head of a page', () => {
  it('comes from the deepest route that declares one', () => {
    const matches = [
      { route: { id: 'root', handle: { head: { title: 'Root', description: 'root' } } } },
      { route: { id: 'culture', handle: { head: fixed } } },
    ];
    expect(headOf(matches, {})).toEqual(fixed);
  });

  it('can be computed from the route loader data', () => {
    const matches = [
      { route: { id: 'article', handle: { head: (data: unknown) => ({ title: String(data), description: 'd' }) } } },
    ];
    expect(headOf(matches, { article: 'Hello' })).toEqual({ title: 'Hello', description: 'd' });
  });

  it('falls back to the site head when no route declares one', () => {
    expect(headOf([{ route: { id: 'root' } }], {})).toEqual({
      title: 'Careers at Medinest',
      description: 'Job openings, teams and culture at Medinest.',
    });
  });
});

describe('the site name in heads', () => {
  it('fills {site} from the root loader data', () => {
    const matches = [
      { route: { id: 'home', handle: { head: { title: 'Careers at {site}', description: 'Join {site}.' } } } },
    ];
    const loaderData = { root: { site: { siteName: 'Acme', jobBoardUrl: 'https://jobs.acme.example' } } };
    expect(headOf(matches, loaderData)).toEqual({ title: 'Careers at Acme', description: 'Join Acme.' });
  });

  it('uses the default site name when the root data is missing', () => {
    const matches = [{ route: { id: 'home', handle: { head: { title: '{site} jobs', description: '' } } } }];
    expect(headOf(matches, {}).title).toBe('Medinest jobs');
  });
});
