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

/** A card of the job categories or teams page, as rendered. */
export interface JobTile {
  image: string;
  heading: string;
  /** Its link, HTML entities undone. */
  href: string;
  /** The company's sentence, if the card has one. */
  text?: string;
  /** "3 open jobs". */
  count: string;
}

const unescape = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name]!,
  );

/** The cards of a job categories or teams page, in page order. */
export function jobTilesOf(html: string): JobTile[] {
  return [
    ...html.matchAll(
      /<article class="job-tile"><img src="([^"]*)"[^>]*><div class="job-tile-body"><h2><a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a><\/h2>(?:<p id="[^"]*-text" class="job-tile-text">([^<]*)<\/p>)?<p id="[^"]*">([^<]*)<\/p><\/div><\/article>/g,
    ),
  ].map(([, image, href, heading, text, count]) => ({
    image: unescape(image!),
    heading: unescape(heading!),
    href: unescape(href!),
    ...(text === undefined ? {} : { text: unescape(text) }),
    count: count!,
  }));
}
