// Other clients beside a crafted resume judged in a loop: /healthz and a cached page (wrk), and
// the memory of the server and of its judging process, idle and while attackers post the crafted
// files of tests/fixtures/crafted-pdfs. The built server runs with the container's heap bound
// (--max-old-space-size=128).
//   npm run bench -- resume-under-attack   or   npx tsx bench/resume-under-attack.ts (after a build)
import { readdirSync, readFileSync } from 'node:fs';
import { startServer } from '../tests/support/server-process';
import { type LoadResult, machineDescription, markdownTable, round, wrkBeside } from './support';

const SECONDS = 10;
/** Attackers posting at once: as many as one client may have under way (RESUME_UPLOADS_AT_ONCE_PER_CLIENT's default). */
const ATTACKERS = 4;
const files = [
  ["the probe's file (16 KB unpacking to 7.9 million numbers)", 'array-of-numbers'],
  ['the heaviest file within the bounds (half a million dictionaries)', 'many-dictionaries'],
] as const;

/** The kernel's figures of a process's memory: now (VmRSS) and its peak so far (VmHWM), in MB. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: round(kilobytes('VmRSS') / 1024), peakMb: round(kilobytes('VmHWM') / 1024) };
}

/** The resident memory of `pid`'s children running the resume worker, in MB (none: 0). */
function workerMemoryMb(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) !== pid) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('resume-worker')) continue;
      total += memoryOf(Number(entry)).rssMb;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total;
}

/** Posts `file` as a resume from `ATTACKERS` clients in a loop until `stop()`; counts the answers by status. */
function attack(url: string, file: Buffer) {
  const statuses = new Map<string, number>();
  let running = true;
  const attacker = async () => {
    while (running) {
      const form = new FormData();
      form.append('resume', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cv.pdf');
      const status = await fetch(`${url}/api/application/resume`, { method: 'POST', body: form }).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        (error: Error) => `${error.cause instanceof Error ? error.cause.message : error.message}`,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const done = Promise.all(Array.from({ length: ATTACKERS }, attacker));
  return {
    async stop() {
      running = false;
      await done;
      return [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    },
  };
}

/** Another client's requests, one target after the other, while this process's attackers go on. */
async function others(url: string): Promise<[string, LoadResult][]> {
  const healthz = await wrkBeside(`${url}/healthz`, { seconds: SECONDS, connections: 4 });
  const page = await wrkBeside(`${url}/culture`, { seconds: SECONDS, connections: 4 });
  return [
    ['`/healthz`', healthz],
    ['`/culture` (cached)', page],
  ];
}

export async function resumeUnderAttack(): Promise<string> {
  const server = await startServer({
    env: { NODE_OPTIONS: '--max-old-space-size=128', APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  try {
    const pid = server.child.pid!;
    const { url } = server;
    await fetch(`${url}/culture`);
    const sections: string[] = [];
    const idle = await others(url);
    sections.push('Idle:', '', ...markdownTable(idle), '', `The server's memory: ${memoryOf(pid).rssMb} MB.`, '');
    for (const [name, fixture] of files) {
      const attackers = attack(url, readFileSync(`tests/fixtures/crafted-pdfs/${fixture}.pdf`));
      let workerPeakMb = 0;
      const sampling = setInterval(() => (workerPeakMb = Math.max(workerPeakMb, workerMemoryMb(pid))), 100);
      const measured = await others(url);
      clearInterval(sampling);
      const answered = await attackers.stop();
      const memory = memoryOf(pid);
      sections.push(
        `While ${ATTACKERS} attackers post ${name} in a loop (answered: ${answered}):`,
        '',
        ...markdownTable(measured),
        '',
        `The server's memory after: ${memory.rssMb} MB, its peak in the whole run so far ${memory.peakMb} MB; the`,
        `judging process's largest, sampled every 100 ms: ${workerPeakMb} MB.`,
        '',
      );
    }
    const alive = (await fetch(`${url}/healthz`)).status === 200;
    return [
      `### Other clients beside crafted resumes (\`bench/resume-under-attack.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `${machineDescription()}. The built server with \`NODE_OPTIONS=--max-old-space-size=128\` (the`,
      "container's) and one judging process (`RESUME_CHECKS_AT_ONCE=1`: 64 MB of heap, 3 s at most, nice 10).",
      `wrk, 4 connections, ${SECONDS} s per target, first idle, then while the attackers post (the probe's file`,
      "is refused before parsing; the other by the judging process's heap ceiling); memory from /proc.",
      `The server answered afterwards: ${alive ? 'yes' : 'NO'}.`,
      '',
      ...sections,
    ]
      .join('\n')
      .trimEnd();
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await resumeUnderAttack());
