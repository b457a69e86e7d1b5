import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlDocument } from '../../server/ssr/html-document';

const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';

describe('the HTML document around a rendered page', () => {
  it('puts the title and description in the head and the markup in #root', () => {
    const html = htmlDocument(template, {
      head: { title: 'Jobs', description: 'Open roles' },
      appHtml: '<h1>Jobs</h1>',
    });
    expect(html).toBe(
      '<head><title>Jobs</title><meta name="description" content="Open roles" /></head><div id="root"><h1>Jobs</h1></div>',
    );
  });

  it('escapes head text so a title cannot open a tag', () => {
    const html = htmlDocument(template, {
      head: { title: '</title><script>x</script>', description: '"quoted" & <b>' },
      appHtml: '',
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"');
  });

  it('keeps replacement patterns such as $& in page content literally', () => {
    const html = htmlDocument(template, {
      head: { title: "$& $' $`", description: '' },
      appHtml: "<p>costs $& $'</p>",
    });
    expect(html).toContain("<p>costs $& $'</p>");
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('escapes all five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
