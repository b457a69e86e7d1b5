import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/article';
import { article, type BlogUpstream, startBlogUpstream } from '../support/blog-upstream';
import { removeSiteFolderCopies, siteFolderCopy } from '../support/site-folders';
import { createTestApp } from '../support/test-app';

afterAll(removeSiteFolderCopies);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const rooftops = (date: string) => `---
title: Our first rooftop in Hadapsar
date: ${date}
type: Life at {site}
author: Meera Kulkarni
picture: images/hero-culture.svg
summary: Forty panels, one monsoon and a team of six.
---

We put **forty panels** on a school roof in Hadapsar. Read [how we hire](/joblistings).
`;

/** The seed's folder without its blog, or with `articles` instead (`name` → file text). */
function folderWithArticles(articles: Record<string, string>) {
  const folder = siteFolderCopy();
  folder.remove('blog');
  for (const [name, text] of Object.entries(articles)) folder.write(`blog/${name}.md`, text);
  return folder;
}

describe("the site folder's blog (no BLOG_API_URL)", () => {
  it("serves the seed folder's six articles in three categories, their pictures from the folder", async () => {
    const { app } = await createTestApp();
    const { body } = await request(app).get('/admin/All/blogs').expect(200);
    expect(body.data).toHaveLength(6);
    expect(new Set(body.data.map((entry: Article) => entry.category))).toEqual(
      new Set(['Hiring Tips', 'Life at Medinest', 'Engineering']),
    );
    for (const entry of body.data as Article[]) {
      expect(entry.type).toBe('careers');
      expect(entry.imageUrl).toMatch(/^\/site-images\/blog\/[\w-]+\.svg\?v=[\w-]+$/);
      await request(app).get(entry.imageUrl).expect(200);
    }
    const dates = (body.data as Article[]).map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("writes a folder's article as a page: its type, age in words, author, summary and Markdown", async () => {
    const folder = folderWithArticles({ 'first-rooftop': rooftops(daysAgo(15)) });
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir } });
    const list = (await request(app).get('/blogs').expect(200)).text;
    expect(list).toContain('Our first rooftop in Hadapsar');
    expect(list).toContain('>2 weeks ago</time>');
    expect(list).toContain('Forty panels, one monsoon and a team of six.');
    expect(list).toContain('Life at Medinest');
    const page = (await request(app).get('/blog/first-rooftop').expect(200)).text;
    expect(page).toContain('<h1>Our first rooftop in Hadapsar</h1>');
    expect(page).toContain('By Meera Kulkarni');
    expect(page).toContain('<strong>forty panels</strong>');
    expect(page).toContain('<a href="/joblistings">how we hire</a>');
    expect(page).toContain('<meta name="description" content="Forty panels, one monsoon and a team of six."/>');
    expect(page).toMatch(/<img class="blog-article-banner" src="\/site-images\/hero-culture\.svg\?v=[\w-]+"/);
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('/blogs</loc>');
    expect(sitemap).toContain('/blog/first-rooftop</loc>');
  });

  it('has no blog without articles: no link to it, no sitemap entry, and /blogs says there are none yet', async () => {
    const folder = folderWithArticles({});
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir } });
    const home = (await request(app).get('/').expect(200)).text;
    // The seed's home page has a "Visit our blog" button: shown only with a blog.
    expect(home).toContain('Read More');
    expect(home).not.toMatch(/href="\/blogs"/);
    expect(home).not.toContain('Visit our blog');
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/blogs</loc>');
    expect(sitemap).not.toContain('/blog/');
    const blogs = (await request(app).get('/blogs').expect(200)).text;
    expect(blogs).toContain('No articles yet. Please come back soon.');
    expect((await request(app).get('/admin/All/blogs').expect(200)).body).toEqual({ data: [] });
  });

  it('shows the link to the blog where the folder has one', async () => {
    const { app } = await createTestApp();
    const home = (await request(app).get('/').expect(200)).text;
    expect(home).toMatch(/href="\/blogs"[^>]*><span>Visit our blog</);
  });

  it('takes a new article at once when the folder is read again (SIGHUP)', async () => {
    const folder = folderWithArticles({});
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir } });
    expect((await request(app).get('/admin/All/blogs').expect(200)).body.data).toEqual([]);
    await request(app).get('/blogs').expect(200);
    folder.write('blog/first-rooftop.md', rooftops(daysAgo(3)));
    expect(await app.reloadSite()).toBe(true);
    const { body } = await request(app).get('/admin/All/blogs').expect(200);
    expect(body.data.map((entry: Article) => entry._id)).toEqual(['first-rooftop']);
    expect((await request(app).get('/blogs').expect(200)).text).toContain('>3 days ago</time>');
    expect((await request(app).get('/').expect(200)).text).toMatch(/href="\/blogs"/);
  });

  it('refuses a folder whose article is wrong, naming the file, the line and the field', async () => {
    const folder = folderWithArticles({
      'no-date': '---\ntitle: Undated\ntype: News\n---\nText.\n',
      'Bad Name': rooftops('2026-11-01'),
      'missing-picture': rooftops('2026-11-01').replace('images/hero-culture.svg', 'images/none.svg'),
    });
    await expect(createTestApp({ env: { SITE_DIR: folder.dir } })).rejects.toMatchObject({
      problems: expect.arrayContaining([
        expect.stringMatching(/blog\/no-date\.md:2: date: /),
        expect.stringMatching(/blog\/Bad Name\.md: an article's file name must be lower-case/),
        expect.stringMatching(/blog\/missing-picture\.md:6: picture: no such file images\/none\.svg/),
      ]),
    });
  });
});

describe('the blog with BLOG_API_URL', () => {
  let upstream: BlogUpstream | undefined;
  afterAll(() => upstream?.close());

  it("is the API's: the folder's articles are not read", async () => {
    upstream = await startBlogUpstream([article('from-the-api')]);
    const folder = siteFolderCopy();
    folder.write('blog/first-rooftop.md', rooftops('2026-11-01'));
    const { app } = await createTestApp({ env: { SITE_DIR: folder.dir, BLOG_API_URL: upstream.url } });
    const { body } = await request(app).get('/admin/All/blogs').expect(200);
    expect(body.data.map((entry: Article) => entry._id)).toEqual(['from-the-api']);
    expect((await request(app).get('/').expect(200)).text).toMatch(/href="\/blogs"/);
  });
});
