// Delivery of applications into Lever under its limit of 2 application POSTs a second, and into
// Greenhouse, Ashby, Recruitee and SmartRecruiters (no limit the fakes keep): applications already
// in the outbox, delivered by one or two replicas (outbox workers on connections of their own, as
// two servers on one Postgres) to the loopback fakes of tests/support/ats-apply-upstream.ts, which
// answer 429 to a third Lever POST within a second as Lever does, and read each job's form
// (Ashby), offer (Recruitee) or posting and configuration (SmartRecruiters) before its POST as the
// site does.   npx tsx bench/ats-delivery.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createAtsDeliveryStore } from '../server/ats-delivery/ats-delivery-store';
import { createAtsSender } from '../server/ats-delivery/ats-sender';
import { createLogger } from '../server/logger';
import type { AtsMessage } from '../server/notifications/outbox-message';
import { createOutboxStore } from '../server/notifications/outbox-store';
import { enqueueMessages } from '../server/storage/tables/outbox';
import { startOutboxWorker } from '../server/notifications/outbox-worker';
import type { DatabaseSchema } from '../server/storage/database-schema';
import { migrateToLatest } from '../server/storage/migrate';
import { openDatabase } from '../server/storage/storage';
import { insertApplication } from '../server/storage/tables/applications';
import { PLAIN_BOARD_JOBS, startPlainAtsBoards } from '../tests/support/ats-apply-upstream';
import { pdfOfSize } from '../tests/support/application-answers';
import { freshPostgresDatabase } from '../tests/support/test-database';
import { machineDescription, round } from './support';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const KEYS = {
  greenhouse: 'bench-greenhouse-key-0123456789',
  lever: 'bench-lever-key-0123456789',
  ashby: 'bench-ashby-key-0123456789',
  smartrecruiters: 'bench-smartrecruiters-key-0123456789',
};
type BenchAts = AtsMessage['ats'];
/** The job every application is made to, on each ATS's fake. */
const JOB: Record<BenchAts, string> = {
  greenhouse: 'job-1',
  lever: 'job-1',
  ...PLAIN_BOARD_JOBS,
};

/** `count` submitted applications with a 100 KB resume, each with its delivery to `ats` waiting in the outbox. */
async function seed(db: Kysely<DatabaseSchema>, ats: BenchAts, count: number) {
  const content = pdfOfSize(100 * 1024);
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await insertApplication(
        trx,
        {
          id,
          reference: `MDN-BENCH${index}`,
          uid: `uid-${index}`,
          requisitionId: JOB[ats],
          jobTitle: 'Nurse',
          email: `candidate-${index}@example.com`,
          accountEmail: null,
          firstName: 'Asha',
          lastName: `Rao ${index}`,
          answers: { contact: { mobileNo: '+919876543210' } },
          voluntaryAnswers: { eeo: null, military: null },
          submittedAt: Date.now(),
        },
        null,
      );
      // The resume as a submission leaves it: owned by the application (its owner names it).
      const resumeId = randomUUID();
      await trx
        .insertInto('resumes')
        .values({
          id: resumeId,
          owner: `application:${id}`,
          file_name: 'resume.pdf',
          size: content.length,
          content,
          uploaded_at: Date.now(),
          uploaded_from: null,
        })
        .execute();
      await trx.updateTable('applications').set({ resume_id: resumeId }).where('id', '=', id).execute();
      const message = { kind: 'ats' as const, ats, board: 'medinest', jobId: JOB[ats], applicationId: id };
      await enqueueMessages(trx, [message], id);
    });
  }
}

interface Measured {
  ats: string;
  database: string;
  replicas: number;
  applications: number;
  seconds: number;
  perSecond: number;
  posts: number;
  tooMany: number;
}

async function run(database: 'SQLite' | 'Postgres', ats: BenchAts, replicas: number, count: number): Promise<Measured> {
  const fakes = await startPlainAtsBoards(KEYS);
  const fake = fakes.ats;
  const postgres = database === 'Postgres' ? await freshPostgresDatabase() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-bench-'));
  const config = postgres ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const connections = [];
  for (let index = 0; index < replicas; index++) connections.push(await openDatabase(config, logger));
  const [first] = connections;
  await migrateToLatest(first!.db, first!.dialect, logger);
  await seed(first!.db, ats, count);
  const apiKey = ats === 'recruitee' ? '' : KEYS[ats];
  const target = { ats, board: 'medinest', apiUrl: fake.url, apiKey };

  const started = performance.now();
  const workers = connections.map(({ db, dialect }) => {
    const sender = createAtsSender({ target, store: createAtsDeliveryStore(db, dialect), logger, leaseMs: 60_000 });
    return startOutboxWorker({
      store: createOutboxStore(db, dialect),
      deliver: (id, message) => sender.send(id, message as AtsMessage),
      logger,
      pollMs: 50,
      backoffMs: 200,
      leaseMs: 60_000,
    });
  });
  while (fake.accepted().length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((worker) => worker.stop()));
  await Promise.all(connections.map(({ db }) => db.destroy()));
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  await fakes.close();
  return {
    ats,
    database,
    replicas,
    applications: count,
    seconds: round(seconds, 1),
    perSecond: round(count / seconds, 2),
    posts: fake.received.length,
    tooMany: fake.counts.leverTooMany,
  };
}

export async function atsDelivery(): Promise<string> {
  const results = [
    await run('SQLite', 'lever', 1, 40),
    await run('Postgres', 'lever', 1, 40),
    await run('Postgres', 'lever', 2, 40),
    await run('Postgres', 'greenhouse', 1, 200),
    await run('Postgres', 'ashby', 1, 200),
    await run('Postgres', 'recruitee', 1, 200),
    await run('Postgres', 'smartrecruiters', 1, 200),
  ];
  return [
    `### Delivery into the ATS (\`bench/ats-delivery.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. Applications with a 100 KB resume, their deliveries already in the outbox, delivered`,
    'by outbox workers (one per replica, each on a connection of its own) to the loopback fakes, which answer Lever’s 429 to',
    'a third POST within a second; Ashby’s form, Recruitee’s offer and SmartRecruiters’ posting and configuration are read',
    'before each POST, as the site reads them.',
    '',
    '| ATS | database | replicas | applications | seconds | delivered a second | POSTs | 429 answers |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.ats} | ${result.database} | ${result.replicas} | ${result.applications} | ${result.seconds} | ${result.perSecond} | ${result.posts} | ${result.tooMany} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await atsDelivery());
