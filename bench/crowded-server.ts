// How long another visitor and the health probes wait while 30 addresses hold 100 slow sockets
// each (slowloris), against the same server idle, with the default connection limits.
//   npm run bench   or   npx tsx bench/crowded-server.ts (after a build)
import { eventually } from '../tests/support/eventually';
import { startServer } from '../tests/support/server-process';
import { type Answer, askFrom, openSlowSockets } from '../tests/support/slow-clients';
import { machineDescription, median, round } from './support';

const ROUNDS = 20;
const ATTACKERS = Array.from({ length: 30 }, (_, index) => `127.0.0.${index + 2}`);
const SOCKETS_PER_ATTACKER = 100;

/** Who asks, from where: another visitor, a probe from elsewhere, the container's own HEALTHCHECK. */
const askers = [
  ['another visitor, `/`', '127.0.0.100', '/'],
  ['a probe from another address, `/healthz`', '127.0.0.101', '/healthz'],
  ['the machine itself (127.0.0.1), `/healthz`', '127.0.0.1', '/healthz'],
  ['the machine itself (127.0.0.1), `/readyz`', '127.0.0.1', '/readyz'],
] as const;

/** Each asker's answers over `rounds` rounds, one request at a time. */
async function measure(port: number, rounds = ROUNDS): Promise<Answer[][]> {
  const answers: Answer[][] = askers.map(() => []);
  for (let roundIndex = 0; roundIndex < rounds; roundIndex++) {
    for (const [index, [, localAddress, path]] of askers.entries())
      answers[index]!.push(await askFrom(port, localAddress, path));
  }
  return answers;
}

const summary = (answers: readonly Answer[]) => {
  const answered = answers.filter((answer) => answer.statusLine === 'HTTP/1.1 200 OK');
  const ms = answered.map((answer) => answer.ms);
  return answered.length
    ? `${answered.length}/${answers.length} | ${round(median(ms), 1)} | ${round(Math.max(...ms), 1)}`
    : `0/${answers.length} | – | –`;
};

export async function crowdedServer(): Promise<string> {
  // Headers may take a minute, so no slow socket is cut off while the others ask.
  const server = await startServer({ env: { HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' } });
  try {
    const port = Number(new URL(server.url).port);
    // One round unmeasured (first renders, compiled code), then the idle server.
    await measure(port, 1);
    const idle = await measure(port);
    const slow = await openSlowSockets(port, ATTACKERS, SOCKETS_PER_ATTACKER);
    try {
      await eventually(() => slow.closed() >= slow.opened - 1_000, 10_000, 'the slow sockets settling');
      const held = slow.opened - slow.closed();
      const crowded = await measure(port);
      return [
        `### Another visitor and the probes beside 3,000 slow sockets (\`bench/crowded-server.ts\`), ${new Date().toISOString().slice(0, 10)}`,
        '',
        `${machineDescription()}. The built server, default \`MAX_CONNECTIONS\` (1000) and`,
        `\`MAX_CONNECTIONS_PER_ADDRESS\` (100); ${ATTACKERS.length} addresses opened ${SOCKETS_PER_ATTACKER} sockets each`,
        `(headers begun, never ended): ${held} held, ${slow.closed()} dropped. Each asker: ${ROUNDS} requests on a`,
        'connection of its own (`Connection: close`), one at a time; milliseconds from connecting to the close.',
        '',
        '| asker | idle: answered | median ms | max ms | crowded: answered | median ms | max ms |',
        '|---|---:|---:|---:|---:|---:|---:|',
        ...askers.map(([name], index) => `| ${name} | ${summary(idle[index]!)} | ${summary(crowded[index]!)} |`),
      ].join('\n');
    } finally {
      slow.destroy();
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await crowdedServer());
