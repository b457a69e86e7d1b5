import { HtmlValidate } from 'html-validate';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleArticles } from '../../server/blog/sample-articles';
import { concretePath } from '../support/concrete-path';
import { screenPaths, screens } from '../../shared/route-paths';
import { createTestApp } from '../support/test-app';

// html-validate's recommended rules, less the ones about spelling that React's output (and HTML
// itself) leaves free: `<!doctype html>` in lower case, `<img />` self-closed, `autoComplete`
// in camel case, `required=""`. Everything structural stays on: misused ARIA, nesting, ids,
// labels, headings. Checkbox groups share a name as radio groups do.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    // A search-engine hint, not markup: an article's title comes from the blog's data.
    'long-title': 'off',
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

async function problemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} (line ${message.line}): ${message.message}`),
  );
}

const everyPath = screens.flatMap((screen) => screenPaths[screen].map((path) => concretePath(path, sampleArticles[0])));

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PARTNER_DOCTORS_URL: 'https://doctors.example.test/' } }));
});

describe('the HTML of every server-rendered page', () => {
  it.each(everyPath)('%s is valid HTML', async (path) => {
    const { text } = await request(app).get(path).expect(200);
    expect(await problemsOf(text)).toEqual([]);
  });

  it('is valid with filters, with an unknown article, and for a refused form post', async () => {
    const pages = [
      (await request(app).get('/joblistings?department=Marketing&sort=oldest').expect(200)).text,
      (await request(app).get('/blog/000000000000000000000000').expect(404)).text,
      (await request(app).post('/carrer/sign-up').type('form').send('firstName=&email=nope').expect(400)).text,
    ];
    for (const html of pages) expect(await problemsOf(html)).toEqual([]);
  });

  it("would catch the footer's former misuse of aria-label on a list", async () => {
    const misuse =
      '<!doctype html><html lang="en"><head><title>t</title></head><body><ul aria-label="Language"><li>English</li></ul></body></html>';
    expect(await problemsOf(misuse)).toEqual([expect.stringContaining('aria-label-misuse')]);
  });
});
