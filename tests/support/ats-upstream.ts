import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamBehaviour } from './blog-upstream';

/**
 * Greenhouse's Job Board API and Lever's Postings API on loopback, as their public documentation
 * describes them (https://developers.greenhouse.io/job-board.html,
 * https://github.com/lever/postings-api): `GET /v1/boards/:token/jobs?content=true` and
 * `GET /v0/postings/:site?mode=json`. Tests set the jobs, the behaviour (slow, failing,
 * garbage) and count the calls.
 */

/** A Greenhouse job as "List Jobs" with content=true answers it. */
export function greenhouseJob(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    internal_job_id: id + 1_000,
    title: `Greenhouse job ${id}`,
    updated_at: '2026-11-20T10:55:28-05:00',
    requisition_id: `REQ-${id}`,
    location: { name: 'Bengaluru, Karnataka' },
    absolute_url: `https://boards.greenhouse.io/medinest/jobs/${id}`,
    language: 'en',
    metadata: null,
    first_published: '2026-11-18T09:00:00-05:00',
    content: '&lt;p&gt;Build things.&lt;/p&gt;',
    departments: [{ id: 13583, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [{ id: 8304, name: 'Bengaluru', location: 'India', parent_id: null, child_ids: [] }],
    ...fields,
  };
}

/** A Lever posting as the Postings API answers it with mode=json. */
export function leverPosting(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    text: `Lever posting ${id}`,
    categories: {
      commitment: 'Full-time',
      department: 'Engineering',
      location: 'Mumbai, Maharashtra',
      team: 'Platform',
      allLocations: ['Mumbai, Maharashtra'],
    },
    country: 'IN',
    workplaceType: 'on-site',
    createdAt: Date.parse('2026-11-15T08:00:00Z'),
    descriptionPlain: 'We build things.',
    description: '<div>We build things.</div>',
    lists: [{ text: 'What you bring', content: '<li>Curiosity</li><li>Care</li>' }],
    additional: '<div>Benefits: many.</div>',
    additionalPlain: 'Benefits: many.',
    hostedUrl: `https://jobs.lever.co/medinest/${id}`,
    applyUrl: `https://jobs.lever.co/medinest/${id}/apply`,
    ...fields,
  };
}

export async function startAtsUpstream() {
  let greenhouseJobs: unknown[] = [];
  let leverPostings: unknown[] = [];
  let behaviour: UpstreamBehaviour = { kind: 'ok' };
  const calls = { greenhouse: 0, lever: 0 };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const greenhouse = /^\/v1\/boards\/([^/]+)\/jobs$/.exec(url.pathname);
    const lever = /^\/v0\/postings\/([^/]+)$/.exec(url.pathname);
    if (greenhouse && url.searchParams.get('content') === 'true') calls.greenhouse++;
    else if (lever && url.searchParams.get('mode') === 'json') calls.lever++;
    else
      return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":404,"error":"Not found"}');

    const answer = () => {
      if (behaviour.kind === 'status') return void res.writeHead(behaviour.status).end('{"error":"upstream says no"}');
      if (behaviour.kind === 'body')
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(behaviour.body);
      const body = greenhouse ? { jobs: greenhouseJobs, meta: { total: greenhouseJobs.length } } : leverPostings;
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    if (behaviour.kind === 'slow') setTimeout(answer, behaviour.ms);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    setGreenhouseJobs(next: unknown[]) {
      greenhouseJobs = next;
    },
    setLeverPostings(next: unknown[]) {
      leverPostings = next;
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

export type AtsUpstream = Awaited<ReturnType<typeof startAtsUpstream>>;
