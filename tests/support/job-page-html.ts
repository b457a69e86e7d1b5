import request from 'supertest';
import { expect } from 'vitest';
import type { Express } from 'express';

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

/** A job's page on `app`, answered 200, with its one JobPosting. */
export async function jobPage(app: Express, id: string) {
  const response = await request(app).get(`/joblistings/${id}`).expect(200);
  const postings = jsonLdOf(response.text).filter((item) => item['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  return { html: response.text, posting: postings[0]! };
}

/** A JobPosting's `jobLocation` entry for `address`. */
export const place = (address: Record<string, string>) => ({
  '@type': 'Place',
  address: { '@type': 'PostalAddress', ...address },
});

/** The facts of a job page's sidebar, as term → value. */
export function factsOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<div><dt>([^<]+)<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map((match) => [match[1]!, match[2]!]),
  );
}
