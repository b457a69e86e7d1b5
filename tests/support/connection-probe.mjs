// Run inside a network namespace of its own (tests/integration/connection-limit.test.ts): listens
// on :80 and :443, makes the connections its one argument asks for, and prints what became of
// them as JSON. The argument is a JSON list of steps, taken in order:
//   { "from": ADDRESS, "count": N, "port": 443 }   open N connections from ADDRESS and hold them
//   { "close": ADDRESS }                           close the first connection held from ADDRESS
import { connect, createServer } from 'node:net';

for (const port of [80, 443]) {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.on('end', () => socket.end());
  });
  await new Promise((resolve) => server.listen(port, '::', resolve));
}

/** A connection from `localAddress` to its family's loopback: 'open' with the socket, or the error's code. */
function open(localAddress, port) {
  const host = localAddress.includes(':') ? '::1' : '127.0.0.1';
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress });
    socket.once('connect', () => resolve({ result: 'open', socket }));
    socket.once('error', (error) => resolve({ result: error.code }));
  });
}

const held = new Map();
const report = [];
for (const step of JSON.parse(process.argv[2])) {
  if (step.close) {
    const socket = held.get(step.close).shift();
    // Closed on both sides: the connection no longer counts once its last packet has passed.
    await new Promise((resolve) => {
      socket.once('close', resolve);
      socket.end();
    });
    continue;
  }
  const results = {};
  for (let index = 0; index < step.count; index++) {
    const { result, socket } = await open(step.from, step.port ?? 443);
    results[result] = (results[result] ?? 0) + 1;
    if (socket) held.set(step.from, [...(held.get(step.from) ?? []), socket]);
  }
  report.push({ from: step.from, port: step.port ?? 443, ...results });
}
console.log(JSON.stringify(report));
process.exit(0);
