// The machine's limit for the fast path's benchmark (bench/fast-path.ts): a bare node:http server
// that sends fixed answers, each a status, a header list and body bytes given in a JSON file,
// with nothing computed per request. Run as its own process, as our server is.
//   node --import tsx bench/bare-http-server.ts <answers.json>   → prints "listening <port>"
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface FixedAnswer {
  /** Names and values alternating, as res.writeHead takes them. */
  headers: string[];
  bodyBase64: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-http-server.ts <answers.json>');
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, FixedAnswer>).map(([path, answer]) => [
    path,
    { headers: answer.headers, body: Buffer.from(answer.bodyBase64, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
