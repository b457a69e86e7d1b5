import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, Dialect } from '../../server/storage/database-schema';

/**
 * Every row of every table of the database (the migrations' own and the session tables too),
 * each as one text: for checking that nothing anywhere still holds some value.
 */
export async function everyRowAsText(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
): Promise<{ table: string; row: string }[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const rows: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    if (dialect === 'postgres') {
      const result = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(db);
      rows.push(...result.rows.map((row) => ({ table: name, row: row.row })));
    } else {
      const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db);
      rows.push(
        ...result.rows.map((row) => ({
          table: name,
          row: JSON.stringify(row, (_key, value: unknown) =>
            value && typeof value === 'object' && 'type' in value && value.type === 'Buffer'
              ? Buffer.from((value as unknown as { data: number[] }).data).toString('latin1')
              : value,
          ),
        })),
      );
    }
  }
  return rows;
}
