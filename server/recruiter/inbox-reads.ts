import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { ApplicationSummary } from '../../shared/application/status';
import { startOfDayIn } from '../../shared/time-zone-dates';
import { deliveriesOf, deliveryIn } from '../ats-delivery/ats-delivery-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { summaryColumns, type SummaryRow, summaryOf } from '../storage/tables/applications';
import { INBOX_PAGE_SIZE, type InboxQuery } from './inbox-query';
import { searchCondition } from './inbox-search';

type Applications = ExpressionBuilder<DatabaseSchema, 'applications'>;

const DAY_MS = 86_400_000;

/** The calendar day after `day` (`2026-12-31` → `2027-01-01`). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The query's filters as one condition, with `search` the condition of its `q` (./inbox-search.ts);
 * `withStatus: false` leaves the status out (for the counts per status).
 */
function matching(query: InboxQuery, search: RawBuilder<boolean> | undefined, timeZone: string, withStatus = true) {
  return (where: Applications) => {
    const conditions = [];
    if (query.job) conditions.push(where('requisition_id', '=', query.job));
    if (withStatus && query.status) conditions.push(where('status', '=', query.status));
    if (query.source) conditions.push(where('source_label', '=', query.source));
    if (query.from) conditions.push(where('submitted_at', '>=', startOfDayIn(query.from, timeZone)));
    if (query.to) conditions.push(where('submitted_at', '<', startOfDayIn(nextDay(query.to), timeZone)));
    if (query.delivery) conditions.push(deliveryIn(query.delivery)(where));
    if (search) conditions.push(search);
    return where.and(conditions);
  };
}

/** A row of the CSV export: the inbox's columns and what a recruiter filters on in a spreadsheet. */
export interface ExportedApplication extends ApplicationSummary {
  /** The mobile number from the contact step (empty once erased). */
  phone: string;
  /** Where the candidate lives, from the contact step: "City, State, Country". */
  location: string;
  /** When the status last changed; the submission for an application never moved. */
  statusChangedAt: string;
  hasResume: boolean;
}

type ContactAnswers = Partial<Record<'mobileNo' | 'city' | 'state' | 'country', unknown>>;

const exportedOf = (
  row: SummaryRow & { answers: string; resume_id: string | null; status_changed_at: number | string | null },
): ExportedApplication => {
  const contact = ((JSON.parse(row.answers) as { contact?: ContactAnswers }).contact ?? {}) as ContactAnswers;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    ...summaryOf(row),
    phone: text(contact.mobileNo),
    location: [contact.city, contact.state, contact.country].map(text).filter(Boolean).join(', '),
    // Postgres answers a bigint aggregate as text.
    statusChangedAt: new Date(Number(row.status_changed_at ?? row.submitted_at)).toISOString(),
    hasResume: row.resume_id !== null,
  };
};

/**
 * What the inbox reads: a page of applications by its filters, every filtered row for the CSV
 * export, and the jobs and sources its filters and the reports offer. `timeZone` (TIMEZONE) is
 * where the day filters' days begin and end.
 */
export function inboxReads(db: Kysely<DatabaseSchema>, dialect: Dialect, timeZone: string) {
  const filters = async (query: InboxQuery) => {
    const search = query.q ? await searchCondition(db, dialect, query.q) : undefined;
    return (withStatus = true) => matching(query, search, timeZone, withStatus);
  };

  return {
    /** One page of the inbox, newest first, with the total and the counts per status of the other filters. */
    async list(
      query: InboxQuery,
    ): Promise<{ data: ApplicationSummary[]; total: number; counts: Record<string, number> }> {
      const filtered = await filters(query);
      const [rows, total, counts] = await Promise.all([
        db
          .selectFrom('applications')
          .select(summaryColumns)
          .where(filtered())
          .orderBy('submitted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(INBOX_PAGE_SIZE)
          .offset((query.page - 1) * INBOX_PAGE_SIZE)
          .execute(),
        db
          .selectFrom('applications')
          .select((select) => select.fn.countAll<number>().as('n'))
          .where(filtered())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('applications')
          .select(['status', (select) => select.fn.countAll<number>().as('n')])
          .where(filtered(false))
          .groupBy('status')
          .execute(),
      ]);
      const deliveries = await deliveriesOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => ({ ...summaryOf(row), deliveryState: deliveries.get(row.id)?.state ?? null })),
        total: Number(total.n),
        counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.n)])),
      };
    },

    /** The pages of the filtered list, newest first, a thousand rows at a time (the CSV export). */
    async *all(query: InboxQuery): AsyncGenerator<ExportedApplication[]> {
      const filtered = await filters(query);
      let after: { submitted_at: number; id: string } | undefined;
      for (;;) {
        let page = db
          .selectFrom('applications')
          .select([
            ...summaryColumns,
            'applications.answers',
            'applications.resume_id',
            (select) =>
              select
                .selectFrom('application_events')
                .select((events) => events.fn.max('application_events.at').as('at'))
                .whereRef('application_events.application_id', '=', 'applications.id')
                .where('application_events.kind', '=', 'status')
                .as('status_changed_at'),
          ])
          .where(filtered());
        if (after) {
          const { submitted_at: at, id } = after;
          page = page.where((where) =>
            where.or([
              where('submitted_at', '<', at),
              where.and([where('submitted_at', '=', at), where('id', '<', id)]),
            ]),
          );
        }
        const rows = await page.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(1_000).execute();
        if (rows.length === 0) return;
        yield rows.map(exportedOf);
        after = rows[rows.length - 1];
      }
    },

    /**
     * The jobs that have applications, by title, for the inbox's job filter and the reports: each
     * named as its newest application recorded it (a job renamed in the feed shows its latest
     * name). The ids are read by skipping from one to the next along the index
     * applications_job_newest (a "loose index scan": Postgres has no skip scan, and its DISTINCT
     * read all 100,000 applications in 20 ms), each title from that index's newest row of the job;
     * so the cost grows with the jobs, not the applications (bench/storage-queries.ts).
     */
    async jobs(): Promise<{ id: string; title: string }[]> {
      const { rows } = await sql<{ id: string; title: string }>`
        WITH RECURSIVE job (id) AS (
          SELECT min(requisition_id) FROM applications
          UNION ALL
          SELECT (SELECT min(requisition_id) FROM applications WHERE requisition_id > job.id)
          FROM job WHERE job.id IS NOT NULL
        )
        SELECT id, (
          SELECT job_title FROM applications WHERE requisition_id = job.id
          ORDER BY requisition_id DESC, submitted_at DESC LIMIT 1
        ) AS title
        FROM job WHERE id IS NOT NULL`.execute(db);
      return rows.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
    },

    /**
     * Applications per source (`source` null: came directly), most first; erased ones are not
     * counted (their source went with them). One pass over the index applications_source_label.
     */
    async sources(): Promise<{ source: string | null; applications: number }[]> {
      const rows = await db
        .selectFrom('applications')
        .select(['source_label', (select) => select.fn.countAll<number>().as('n')])
        .where('status', '!=', 'erased')
        .groupBy('source_label')
        .execute();
      return rows
        .map((row) => ({ source: row.source_label, applications: Number(row.n) }))
        .sort((a, b) => b.applications - a.applications || (a.source ?? '').localeCompare(b.source ?? ''));
    },
  };
}
