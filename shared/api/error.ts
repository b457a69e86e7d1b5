import { z } from 'zod';

/**
 * The one error shape of the JSON API: `{ error: { code, message, fields? } }`, of every answer
 * from 400 on (server/http/error-handler.ts writes it).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('stable, for programs: `invalid_answers`, `not_signed_in`, …'),
    message: z.string().describe('a sentence for people'),
    fields: z.record(z.string(), z.array(z.string())).describe('messages per field of the body or query').optional(),
  }),
});
