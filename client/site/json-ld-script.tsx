import { jsonLdText } from './json-ld';

/** Structured data for search engines, rendered with the page on the server. */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
