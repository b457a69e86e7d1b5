import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/storage/migrations';

const folder = 'server/storage/migrations';
const files = readdirSync(folder).filter((name) => /^\d{4}-.*\.ts$/.test(name));

describe('the migrations', () => {
  it('import nothing of the site’s live code: what they need is copied into them', () => {
    // Kysely, and the Dialect type (erased when compiled); anything else could change a released migration.
    const allowed = [
      /^import \{ type Kysely, sql \} from 'kysely';$/,
      /^import type \{ Kysely \} from 'kysely';$/,
      /^import type \{ [\w, ]+ \} from '\.\.\/database-schema';$/,
    ];
    for (const file of files) {
      const imports = readFileSync(join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('import') || / from '/.test(line));
      expect(imports.length, file).toBeGreaterThan(0);
      for (const line of imports)
        expect(
          allowed.some((pattern) => pattern.test(line)),
          `${file}: ${line}`,
        ).toBe(true);
    }
  });

  it('are each listed once, in the order of their numbers', () => {
    const listed = Object.keys(migrations('sqlite'));
    expect(listed).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
    expect(listed).toEqual([...listed].sort());
  });
});
