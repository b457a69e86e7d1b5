import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { sessionCookieFor } from './candidate-browser';
import { eventually } from './eventually';

/** An application as the recruiters' API answers it (`GET /api/recruiter/applications/:id`), read as `recruiter`. */
export async function recruiterView(app: Express, recruiter: string, id: string) {
  const cookie = await sessionCookieFor(app, recruiter);
  const response = await request(app).get(`/api/recruiter/applications/${id}`).set('Cookie', cookie);
  expect(response.status).toBe(200);
  return response.body.data as {
    delivery: Record<string, unknown> | null;
    source: string | null;
    sourceTags: Record<string, string> | null;
  };
}

/** Waits until the application's delivery into the ATS, as `recruiter` sees it, is in `state`. */
export async function untilDeliveryIs(
  app: Express,
  recruiter: string,
  id: string,
  state: 'delivered' | 'failed' | 'stopped',
): Promise<void> {
  await eventually(async () => (await recruiterView(app, recruiter, id)).delivery?.state === state, 30_000, state);
}
