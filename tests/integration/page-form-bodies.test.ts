import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jobQuestionsScreen, wizardScreens } from '../../shared/application/steps';
import { pathOf, type Screen } from '../../shared/route-paths';
import { screensWith } from '../../shared/screen-routes';
import { concretePath } from '../support/concrete-path';
import { createTestApp } from '../support/test-app';

/** The wizard's steps: their script-driven forms post the answers as JSON. */
const wizard = new Set<Screen>([...wizardScreens, jobQuestionsScreen].map((entry) => entry.screen));
const withActions = screensWith('takesPost');
/** Its posts are a mail client's one-click unsubscribe (RFC 8058), answered before the pages (400 to another body). */
const oneClick: Screen = 'alertUnsubscribe';

describe("a page's form action", () => {
  it.each(withActions.filter((screen) => screen !== oneClick))(
    'on %s refuses a body no form of its sends with 415, logging no error',
    async (screen) => {
      const { app, logLines } = await createTestApp();
      const path = concretePath(pathOf(screen));
      const bodies: [string, string][] = [
        ['application/xml', '<a/>'],
        ['text/plain', 'hello'],
        ...(wizard.has(screen) ? [] : ([['application/json', '{"email":"a@example.com"}']] as [string, string][])),
      ];
      for (const [type, body] of bodies) {
        const response = await request(app).post(path).set('Content-Type', type).send(body);
        expect(response.status, `${type} to ${path}`).toBe(415);
        expect(response.body.error.code).toBe('unsupported_media_type');
      }
      expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    },
  );

  it('on the unsubscribe page: the one-click answer refuses another body with 400', async () => {
    const { app } = await createTestApp();
    const response = await request(app).post(pathOf(oneClick)).set('Content-Type', 'application/xml').send('<a/>');
    expect(response.status).toBe(400);
  });

  it.each([...wizard].filter((screen) => withActions.includes(screen)))(
    'on %s takes the JSON its script-driven form posts',
    async (screen) => {
      const { app } = await createTestApp();
      const response = await request(app).post(pathOf(screen)).set('Content-Type', 'application/json').send('{}');
      expect(response.status).not.toBe(415);
      expect(response.status).toBeLessThan(500);
    },
  );
});
