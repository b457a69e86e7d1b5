import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the upstream does with the next requests. */
export type UpstreamBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; ms: number }
  /** Answers as 'ok' once `until` settles: see `heldAnswers()` below. */
  | { kind: 'held'; until: Promise<void> }
  | { kind: 'body'; body: string }
  | { kind: 'huge'; bytes: number };

export interface UpstreamArticle {
  _id: string;
  type: string;
  category: string;
  title: string;
  content: string;
  imageUrl: string;
  createdAt: string;
}

export function article(id: string, fields: Partial<UpstreamArticle> = {}): UpstreamArticle {
  return {
    _id: id,
    type: 'careers',
    category: 'Tips',
    title: `Article ${id}`,
    content: `<p>Content of ${id}</p>`,
    imageUrl: `https://cdn.example.com/${id}.jpg`,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

/**
 * A real blog API on loopback that the tests control: its articles, its behaviour (slow, failing,
 * garbage, huge) and a count of the calls it received, per endpoint.
 */
export async function startBlogUpstream(initial: UpstreamArticle[] = []) {
  let articles = initial;
  let behaviour: UpstreamBehaviour = { kind: 'ok' };
  const calls = { list: 0, single: 0 };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const single = /^\/admin\/blog\/getSingleBlog\/([^/]+)$/.exec(url.pathname);
    if (url.pathname === '/admin/All/blogs') calls.list++;
    else if (single) calls.single++;
    else return void res.writeHead(404).end();

    const answer = () => {
      if (behaviour.kind === 'status')
        return void res.writeHead(behaviour.status).end('{"message":"upstream says no"}');
      if (behaviour.kind === 'body')
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(behaviour.body);
      if (behaviour.kind === 'huge') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end(`{"data":["${'x'.repeat(behaviour.bytes)}"]}`);
      }
      if (single) {
        const found = articles.find((candidate) => candidate._id === decodeURIComponent(single[1]!));
        if (!found) return void res.writeHead(404).end('{"message":"not found"}');
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: found }));
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: articles }));
    };
    // 'slow' plays a neighbour slow to answer: the upstream's delay, not a wait of the test.
    if (behaviour.kind === 'slow') setTimeout(answer, behaviour.ms);
    else if (behaviour.kind === 'held') void behaviour.until.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    setArticles(next: UpstreamArticle[]) {
      articles = next;
    },
    behave(next: UpstreamBehaviour) {
      behaviour = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type BlogUpstream = Awaited<ReturnType<typeof startBlogUpstream>>;

/**
 * Answers kept back until `release()`: the test sees a refresh start (the call is counted) and
 * looks at what is served meanwhile, then lets it finish.
 */
export function heldAnswers(): { behaviour: UpstreamBehaviour; release: () => void } {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { behaviour: { kind: 'held', until }, release };
}

/** A URL where nothing listens: connections are refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
