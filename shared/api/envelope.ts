import { z } from 'zod';

// zod, not zod/mini as the forms' schemas (shared/application/schemas.ts): these modules describe
// the API's answers for the server's OpenAPI document and the tests, and the browser imports only
// the types inferred from them (`import type`), so none of this reaches its bundle.

/** `{ data: … }`, the envelope of every successful JSON answer but the session's. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A moment as the API writes it: ISO 8601 (documented, not checked by a pattern). */
export const isoTime = z.string().meta({ format: 'date-time' });
