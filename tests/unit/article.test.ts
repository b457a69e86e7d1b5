import { describe, expect, it } from 'vitest';
import { excerptOf, isArticleId } from '../../shared/article';

describe('article ids', () => {
  it.each(['6540a1f2c3d4e5f6a7b8c901', 'abc', 'A_b-9', 'x'.repeat(64)])('accepts %s', (id) => {
    expect(isArticleId(id)).toBe(true);
  });

  it.each(['', 'x'.repeat(65), '../etc/passwd', 'a b', 'a%20b', '<script>', 'ä', undefined])('refuses %j', (id) => {
    expect(isArticleId(id)).toBe(false);
  });
});

describe('the excerpt of an article', () => {
  it('is the text of the HTML with entities decoded', () => {
    expect(excerptOf('<p>Fish &amp; chips &lt;3</p><ul><li>One</li><li>Two</li></ul>')).toBe('Fish & chips <3 One Two');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = excerptOf(text, 42);
    expect(excerpt).toBe('word word word word word word word word…');
    expect(excerpt.length).toBeLessThanOrEqual(43);
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(excerptOf(`<p>a ${'x'.repeat(100)}</p>`, 20)).toBe(`a ${'x'.repeat(18)}…`);
  });
});
