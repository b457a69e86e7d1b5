import { z } from 'zod';
import { alertFrequencies } from './alerts-enums';
import { dataOf, isoTime } from './envelope';

// Job alerts as `/api/alerts` and `/api/me/alerts` answer them: the types of
// shared/alerts/alert-pages.ts are inferred from these.

/** A subscription's search: `q` and the filters of /joblistings' URL (checked by server/alerts/alert-search.ts). */
export const alertSearchSchema = z.object({
  q: z.string().optional(),
  department: z.string().optional(),
  team: z.string().optional(),
  type: z.string().optional(),
  location: z.string().describe('a workplace filter (`remote`) or a place (`Pune`)').optional(),
});

/** A subscription as its candidate reads it (GET /api/me/alerts, the /alerts page, their data download). */
export const alertViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    search: alertSearchSchema,
    describedAs: z.string().describe('the search in words ("“nurse”, in Nursing")'),
    frequency: z.enum(alertFrequencies),
    paused: z.boolean(),
    confirmed: z.boolean(),
    createdAt: isoTime,
    confirmedAt: isoTime.nullable(),
    lastDigestAt: isoTime.nullable(),
  })
  .meta({ id: 'Alert' });

/** `POST /api/alerts`: what was done, in a sentence (the same whether or not the address had it). */
export const alertRequestResponseSchema = dataOf(z.object({ message: z.string() }));

/** `GET /api/me/alerts`: oldest first. */
export const alertsResponseSchema = dataOf(z.array(alertViewSchema));

/** `PATCH /api/me/alerts/:id`: the updated alert. */
export const alertResponseSchema = dataOf(alertViewSchema);
