import { request } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOverHttp } from '../support/apply-over-http';
import { uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import { type ServerProcess, startServer } from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { usePostgresDatabaseOfFile } from '../support/test-database';

const postgres = usePostgresDatabaseOfFile();
const servers: ServerProcess[] = [];
let smtp: SmtpSink | undefined;
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => null)));
  await smtp?.close();
});

const CANDIDATES = 200;
const AT_ONCE = 20;

/** A request through the proxy, tried again (as its user would) while no replica answered it: 502. */
async function retried(url: string, init: RequestInit): Promise<Response> {
  let response: Response | undefined;
  await eventually(
    async () => {
      await response?.arrayBuffer();
      response = await fetch(url, init);
      return response.status !== 502;
    },
    15_000,
    `an answer of a replica to ${url}`,
  );
  return response!;
}

/** The status of a job alert request sent to `url` from the loopback address `localAddress`: one client of the site. */
function alertRequestFrom(url: string, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail(), search: { q: 'nurse' }, frequency: 'weekly' });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/api/alerts`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('three replicas on one Postgres behind a round-robin proxy', () => {
  it(
    `take ${CANDIDATES} applications while one is killed (SIGKILL) and comes back: each stored once, each confirmed; a limit of 3 is 3 per client in all`,
    { timeout: 300_000 },
    async () => {
      smtp = await startSmtpSink();
      const env = {
        DATABASE_URL: postgres.url,
        SESSION_SECRET: 'a-secret-the-three-replicas-share!',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Careers <careers@example.test>',
        OUTBOX_POLL_MS: '100',
        OUTBOX_LEASE_MS: '3000',
        APPLICATION_RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        PUBLIC_URL: 'https://careers.example.test',
        ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '3',
        // The one hop in front: each replica reads the client's address from the proxy's X-Forwarded-For.
        TRUST_PROXY: '1',
      };
      const start = async () => {
        const server = await startServer({ env });
        servers.push(server);
        return server;
      };
      const replicas = [await start(), await start(), await start()];
      const proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url));

      const emails = Array.from({ length: CANDIDATES }, () => uniqueEmail());
      let applied = 0;
      const failures: string[] = [];
      const queue = [...emails];
      const applying = Array.from({ length: AT_ONCE }, async () => {
        for (let email = queue.shift(); email; email = queue.shift()) {
          await applyOverHttp(proxy.url, email, retried).then(
            () => applied++,
            (error: unknown) => failures.push(`${email}: ${String(error)}`),
          );
        }
      });

      // A third of the way in, the second replica dies without warning and comes back on its database.
      await eventually(() => applied >= CANDIDATES / 3, 120_000, 'a third of the candidates applied');
      replicas[1]!.child.kill('SIGKILL');
      const killedAt = applied;
      const replaced = await start();
      proxy.replace(1, replaced.url);
      await Promise.all(applying);

      expect(failures).toEqual([]);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const stored = await client.query<{ uid: string; count: string }>(
          `SELECT uid, count(*) AS count FROM applications GROUP BY uid`,
        );
        expect(stored.rows).toHaveLength(CANDIDATES);
        expect(stored.rows.every((row) => Number(row.count) === 1)).toBe(true);
      } finally {
        await client.end();
      }
      // Every confirmation reaches the mail server; one in flight at the kill may come twice with
      // its one Message-ID (at least once: a receiver de-duplicates by it).
      await eventually(
        () => new Set(smtp!.received.map((mail) => mail.messageId)).size >= CANDIDATES,
        60_000,
        'every confirmation sent',
      );
      const ids = smtp.received.map((mail) => mail.messageId);
      const confirmed = new Set(
        smtp.received
          .flatMap((mail) => mail.to)
          .flatMap((to) => to?.value ?? [])
          .map((to) => to.address),
      );
      expect(emails.filter((email) => !confirmed.has(email))).toEqual([]);
      console.log(
        `${CANDIDATES} candidates through 3 replicas, one killed after ${killedAt} had applied: ${CANDIDATES} applications ` +
          `stored once each; proxy: ${proxy.counts.forwarded} requests forwarded, ${proxy.counts.refused} refused by the ` +
          `dead replica and sent on, ${proxy.counts.lost} lost with it (502, tried again); ${ids.length} emails, ` +
          `${new Set(ids).size} distinct Message-IDs`,
      );

      // A limit of 3 alert requests an hour per client, with requests going round the replicas: two
      // clients (two loopback addresses) each get 3, and writing another address in
      // X-Forwarded-For does not make a client someone else.
      const first: number[] = [];
      for (let attempt = 0; attempt < 9; attempt++) first.push(await alertRequestFrom(proxy.url, '127.0.0.2'));
      expect(first).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429]);
      expect(await alertRequestFrom(proxy.url, '127.0.0.2', { 'X-Forwarded-For': '203.0.113.9' })).toBe(429);
      const second: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) second.push(await alertRequestFrom(proxy.url, '127.0.0.3'));
      expect(second).toEqual([202, 202, 202, 429]);
      await proxy.close();
    },
  );
});
