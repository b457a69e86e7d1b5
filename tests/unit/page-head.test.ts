import { describe, expect, it } from 'vitest';
import { metaOf } from '../../client/page-head';

const culture = { title: 'Culture at {site}', description: 'How we work at {site}' };

describe('the head of a page (its route module meta)', () => {
  it('is the title and description, with the site name from the root loader data', () => {
    const matches = [{ id: 'root', loaderData: { site: { siteName: 'Acme', jobBoardUrl: '' } } }];
    expect(metaOf(culture, matches)).toEqual([
      { title: 'Culture at Acme' },
      { name: 'description', content: 'How we work at Acme' },
    ]);
  });

  it('uses the default site name when the root data is missing (the root failed)', () => {
    expect(metaOf(culture, [])[0]).toEqual({ title: 'Culture at Medinest' });
  });

  it('adds structured data when the page has some', () => {
    expect(metaOf(culture, [], { '@type': 'JobPosting' })).toContainEqual({
      'script:ld+json': { '@type': 'JobPosting' },
    });
  });
});
