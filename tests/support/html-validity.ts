import { HtmlValidate } from 'html-validate';

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

/** Every problem html-validate finds in a page, with its rule and line. */
export async function htmlProblemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} (line ${message.line}): ${message.message}`),
  );
}
