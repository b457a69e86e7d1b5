import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_IMAGE, parseArticleList, parseSingleArticle } from '../../server/blog/article-payload';
import { sanitizeArticleHtml } from '../../server/blog/sanitize-article-html';

const logged: unknown[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });

const valid = {
  _id: 'a1',
  type: 'careers',
  category: 'Tips',
  title: 'Hello',
  content: '<p>Hi</p>',
  imageUrl: 'https://cdn.example.com/a.jpg',
  createdAt: '2026-11-01T10:00:00Z',
};

describe('sanitizing article HTML', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x.jpg" onerror="alert(1)">', '<img src="x.jpg" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:x)" onclick="x()">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" />'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    // The pages' Content-Security-Policy allows https: images only: an http: one would not load.
    ['<img src="http://cdn.example.com/x.jpg">', '<img loading="lazy" />'],
    ['<form action="/x"><input name="q"></form>', ''],
  ])('makes %s harmless', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });

  it('keeps structure, links and images', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <a href="https://example.com">link</a></p><ul><li>x</li></ul>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('turns h1 into h2 so the page keeps one h1', () => {
    expect(sanitizeArticleHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('upstream article payloads', () => {
  it('keeps valid articles with only the known fields, dates in ISO form', () => {
    const [article] = parseArticleList({ data: [{ ...valid, createdAt: 1761991200000, secret: 'x' }] }, logger);
    expect(article).toEqual({ ...valid, createdAt: '2025-11-01T10:00:00.000Z' });
  });

  it('keeps an author and a summary given as text, and leaves out any other, keeping the article', () => {
    const [given, odd] = parseArticleList(
      {
        data: [
          { ...valid, author: ' Meera  Kulkarni ', summary: 'Forty panels.' },
          { ...valid, _id: 'a2', author: { name: 'x' }, summary: 'y'.repeat(301) },
        ],
      },
      logger,
    );
    expect(given).toMatchObject({ author: 'Meera Kulkarni', summary: 'Forty panels.' });
    expect(odd).toEqual({ ...valid, _id: 'a2', createdAt: '2026-11-01T10:00:00.000Z' });
  });

  it('drops malformed articles and logs why, keeping the rest', () => {
    logged.length = 0;
    const articles = parseArticleList(
      {
        data: [
          valid,
          { ...valid, _id: 'bad id!' },
          { ...valid, title: '' },
          { ...valid, createdAt: 'someday' },
          null,
          'x',
        ],
      },
      logger,
    );
    expect(articles).toHaveLength(1);
    expect(logged).toHaveLength(5);
    expect(logged[0]).toMatchObject({ msg: 'dropped a malformed blog article', index: 1 });
  });

  it.each([null, 'garbage', {}, { data: 'x' }, { data: { _id: 'a' } }, [valid]])(
    'refuses the list envelope %j as an upstream error',
    (payload) => {
      expect(() => parseArticleList(payload, logger)).toThrowError(
        expect.objectContaining({ name: 'BlogUpstreamError', failure: 'bad-payload' }),
      );
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['data:image/png;base64,xx'],
    ['//evil.example/x.png'],
    ['ftp://example.com/x.png'],
    // Over plain HTTP: the pages' Content-Security-Policy would refuse it (a broken image).
    ['http://cdn.example.com/a.jpg'],
    ['HTTP://cdn.example.com/a.jpg'],
    [42],
    [undefined],
    ['https://cdn.example.com/a.jpg" onerror="x'],
  ])('replaces the unsafe image URL %j with the default image', (imageUrl) => {
    const [article] = parseArticleList({ data: [{ ...valid, imageUrl }] }, logger);
    expect(article!.imageUrl).toBe(DEFAULT_ARTICLE_IMAGE);
  });

  it('keeps site-relative images (the bundled samples)', () => {
    const [article] = parseArticleList({ data: [{ ...valid, imageUrl: '/images/blog/x.svg' }] }, logger);
    expect(article!.imageUrl).toBe('/images/blog/x.svg');
  });

  it('sanitizes content while parsing, before anything is cached', () => {
    const article = parseSingleArticle({ data: { ...valid, content: '<p onclick="x()">Hi<script>x</script></p>' } });
    expect(article.content).toBe('<p>Hi</p>');
  });

  it.each([{}, { data: null }, { data: { ...valid, _id: undefined } }, 'oops'])(
    'refuses the single answer %j as an upstream error',
    (payload) => {
      expect(() => parseSingleArticle(payload)).toThrowError(expect.objectContaining({ failure: 'bad-payload' }));
    },
  );
});
