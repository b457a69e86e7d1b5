// The cached blog API against the same JSON bytes served as a static file by the same server,
// in one run, with a loopback upstream that counts the calls it gets.
//   npm run bench   or   npx tsx bench/blog-proxy.ts (after a build)
import { statSync } from 'node:fs';
import { article, startBlogUpstream } from '../tests/support/blog-upstream';
import { startServer } from '../tests/support/server-process';
import { machineDescription, markdownTable, removeStaticCopies, round, staticCopy, wrk } from './support';

export async function blogProxy(): Promise<string> {
  // Twelve articles of about 2 KB each, like a real blog's first page.
  const articles = Array.from({ length: 12 }, (_, i) =>
    article(`article-${i}`, {
      content: `<p>${'A paragraph of an article about working here. '.repeat(40)}</p>`,
      createdAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
    }),
  );
  const upstream = await startBlogUpstream(articles);
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-secret-of-thirty-two-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      BLOG_API_URL: upstream.url,
    },
  });
  try {
    const copy = await staticCopy(`${server.url}/admin/All/blogs`, 'blogs.json');
    const callsBefore = upstream.calls.list;
    const gzip = ['Accept-Encoding: gzip'];
    wrk(`${server.url}/admin/All/blogs`, { seconds: 3, headers: gzip });
    const rows = [
      ['`/admin/All/blogs` (cached proxy)', wrk(`${server.url}/admin/All/blogs`, { headers: gzip })],
      [`\`${copy}\` (same bytes, static)`, wrk(`${server.url}${copy}`, { headers: gzip })],
    ] as const;
    const bytes = statSync(`dist/client${copy}`).size;
    return [
      `### Blog proxy (\`bench/blog-proxy.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. Production build, upstream on loopback (12 articles, ${round(bytes / 1024, 1)} KiB`,
      'of JSON), default cache TTL of 60 s; wrk -t1 -c32 -d10s with `Accept-Encoding: gzip` after a 3 s warm-up.',
      '',
      ...markdownTable(rows),
      '',
      `Cached / static: ${round(rows[0][1].requestsPerSecond / rows[1][1].requestsPerSecond, 2)}×. ` +
        `Upstream calls during the measured runs: ${upstream.calls.list - callsBefore}.`,
    ].join('\n');
  } finally {
    await removeStaticCopies();
    await server.stop();
    await upstream.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await blogProxy());
