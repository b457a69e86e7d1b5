/** The job titles of a server-rendered job listing page, in page order. */
export function cardTitles(html: string): string[] {
  return [...html.matchAll(/<article class="job-card"><h2><a [^>]*>([^<]+)<\/a><\/h2>/g)].map((match) => match[1]!);
}

/** The structured data objects (`<script type="application/ld+json">`) of a page. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
