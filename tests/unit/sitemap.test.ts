import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../server/sitemap/sitemap';
import type { Job } from '../../shared/job';

const job = (id: string, fields: Partial<Job> = {}): Job => ({
  id,
  title: id,
  department: '',
  type: '',
  location: '',
  remote: false,
  stipend: '',
  postedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

describe('the sitemap', () => {
  const xml = sitemapXml(
    'https://careers.example.com',
    [job('a-1'), job('127817', { updatedAt: '2026-11-20T00:00:00.000Z' })],
    [
      {
        _id: 'art1',
        type: 'careers',
        category: '',
        title: '',
        content: '',
        imageUrl: '',
        createdAt: '2026-10-01T00:00:00.000Z',
      },
    ],
    {
      sampleJob: true,
      pages: [
        { path: '/', inSitemap: true },
        { path: '/culture', inSitemap: true },
        { path: '/support', inSitemap: true },
        { path: '/diversity', inSitemap: true },
        { path: '/leadership', inSitemap: false },
        { path: '/how-we-hire', inSitemap: true },
        { path: '/draft-page', inSitemap: false },
      ],
    },
  );
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the public pages by their main reading, but not sign-in or the wizard', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://careers.example.com/',
        'https://careers.example.com/joblistings',
        'https://careers.example.com/joblistings/View',
        'https://careers.example.com/blogs',
        'https://careers.example.com/jobteam',
      ]),
    );
    expect(urls).not.toContain('https://careers.example.com/jobs');
    expect(urls.some((url) => /sign-in|sign-up|Resume|ReveiwSubmit/i.test(url!))).toBe(false);
  });

  it("lists the site folder's pages once each, as their front matter says, the routed ones in the route table's place", () => {
    expect(urls[0]).toBe('https://careers.example.com/');
    expect(urls).not.toContain('https://careers.example.com/leadership');
    expect(urls.filter((url) => url === 'https://careers.example.com/culture')).toHaveLength(1);
    expect(urls).toContain('https://careers.example.com/how-we-hire');
    expect(urls).not.toContain('https://careers.example.com/draft-page');
  });

  it('lists every job and article with its lastmod', () => {
    expect(xml).toContain(
      '<url><loc>https://careers.example.com/joblistings/a-1</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://careers.example.com/joblistings/127817</loc><lastmod>2026-11-20T00:00:00.000Z');
    expect(xml).toContain('<loc>https://careers.example.com/blog/art1</loc><lastmod>2026-10-01T00:00:00.000Z');
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('is named by robots.txt', () => {
    expect(robotsTxt('https://careers.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://careers.example.com/sitemap.xml\n',
    );
  });
});
