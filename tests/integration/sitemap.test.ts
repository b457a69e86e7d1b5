import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../shared/jobs';
import { createTestApp } from '../support/test-app';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every job and every article on PUBLIC_URL', async () => {
    const { app } = await createTestApp({ env: { PUBLIC_URL: 'https://careers.example.com' } });
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.type).toBe('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const urls = locs(response.text);
    expect(urls).toContain('https://careers.example.com/culture');
    for (const job of jobs) expect(urls).toContain(`https://careers.example.com/joblistings/${job.id}`);
    expect(urls.filter((url) => url.includes('/blog/'))).toHaveLength(6);
    expect(response.text).toMatch(/<loc>https:\/\/careers\.example\.com\/joblistings\/[\w-]+<\/loc><lastmod>\d{4}-/);
  });

  it("without PUBLIC_URL, writes this request's origin and keeps it from shared caches", async () => {
    const { app } = await createTestApp();
    const response = await request(app).get('/sitemap.xml').set('Host', 'careers.test:8080').expect(200);
    expect(locs(response.text)[0]).toBe('http://careers.test:8080/');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const odd = await request(app).get('/sitemap.xml').set('Host', 'evil.example/"><x').expect(200);
    expect(locs(odd.text)[0]).toBe('http://localhost/');
  });

  it('lists the jobs of a jobs file', async () => {
    mkdirSync('tests/.tmp/data', { recursive: true });
    const file = resolve(mkdtempSync(resolve('tests/.tmp/data/sitemap-')), 'jobs.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: 'night-nurse',
          title: 'Night Nurse',
          department: 'Clinical',
          type: 'Full-Time',
          location: 'Mumbai',
          remote: false,
          stipend: '',
          postedAt: '2026-11-22',
          updatedAt: '2026-11-23T10:00:00Z',
          description: '',
        },
      ]),
    );
    const { app } = await createTestApp({ env: { JOBS_SOURCE: `file:${file}`, PUBLIC_URL: 'https://c.example' } });
    const { text } = await request(app).get('/sitemap.xml').expect(200);
    expect(text).toContain(
      '<url><loc>https://c.example/joblistings/night-nurse</loc><lastmod>2026-11-23T10:00:00.000Z</lastmod></url>',
    );
    expect(text).not.toContain('/joblistings/digital-marketing-intern');
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in and names the sitemap', async () => {
    const { app } = await createTestApp({ env: { PUBLIC_URL: 'https://careers.example.com' } });
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.type).toBe('text/plain');
    expect(response.text).toBe('User-agent: *\nAllow: /\n\nSitemap: https://careers.example.com/sitemap.xml\n');
  });
});
