import { describe, expect, it } from 'vitest';
import { defaultHead, headOf } from '../../client/page-head';

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
    expect(headOf([{ route: { id: 'root' } }], {})).toEqual(defaultHead);
  });
});
