/**
 * Structured data as the text of a `<script type="application/ld+json">`. JSON may hold `</script>`
 * inside a string; escaping `<`, `>` and `&` keeps the browser's HTML parser from ending the script
 * early, and JSON readers still get the same characters back.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');
}
