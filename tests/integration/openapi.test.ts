import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { stepSchemaName } from '../../server/http/api-operations';
import { validAnswers } from '../support/application-answers';
import { candidate } from '../support/candidate-browser';
import { openApiValidator } from '../support/openapi-validator';
import { emulatorHost } from '../support/auth-emulator';
import { harbourClinics } from '../support/example-jobs';
import { createTestApp } from '../support/test-app';

/** The document as an integrator reads it: fetched from the server, with a validator over it. */
async function servedDocument() {
  const { app } = await createTestApp();
  const response = await request(app).get('/api/openapi.json').expect(200);
  return { app, response, validate: openApiValidator(response.body) };
}

/** Bodies the server refuses for each step: a required field missing, or a value it does not offer. */
const contactWithoutEmail = { ...validAnswers.contact, email: undefined };
const refusedBodies: Record<(typeof draftSteps)[number], object> = {
  contact: contactWithoutEmail,
  general: { ...validAnswers.general, howHeard: 'A friend' },
  education: { ...validAnswers.education, educationLevel: 'Kindergarten' },
  eligibility: { ...validAnswers.eligibility, exportControl: undefined },
  resume: { uploadLater: 'later' },
  acknowledge: {},
  eeo: { indigenous: 'No' },
  military: { reserveForces: 'Sometimes' },
};

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document as cacheable JSON', async () => {
    const { response } = await servedDocument();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.components.schemas.ContactStep.properties)).toContain('mobileNo');
  });

  describe.each(draftSteps)('the %s step (PUT /api/application/draft/%s)', (step) => {
    it('a body the document accepts, the server accepts; one the server refuses, the document refuses', async () => {
      const { app, validate } = await servedDocument();
      const browser = candidate(app);
      expect(validate(stepSchemaName(step), validAnswers[step])).toEqual({ valid: true, errors: [] });
      expect((await browser.put(`/api/application/draft/${step}`, validAnswers[step])).status).toBe(200);

      const refused = await browser.put(`/api/application/draft/${step}`, refusedBodies[step]);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.error.fields).length).toBeGreaterThan(0);
      expect(validate('Error', refused.body).valid).toBe(true);
      expect(validate(stepSchemaName(step), refusedBodies[step]).valid).toBe(false);
    });
  });
});

describe('the site’s public settings (GET /api/site)', () => {
  it.each([
    ['the seed’s site folder', {}],
    [
      'the example company’s, with every link setting given and sign-in on',
      { SITE_DIR: harbourClinics.siteDir, PARTNER_LAB_URL: 'https://lab.example/', FIREBASE_FACEBOOK_SIGN_IN: 'true' },
    ],
  ])('are answered as the document says, for %s', async (name, env: Record<string, string>) => {
    const { response } = await servedDocument();
    const signIn: Record<string, string> = name.includes('sign-in on')
      ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }
      : {};
    const { app } = await createTestApp({ env: { ...env, ...signIn } });
    const site = await request(app).get('/api/site').expect(200);
    const schema = response.body.paths['/api/site'].get.responses[200].content['application/json'].schema;
    expect(schema.properties.data).toEqual({ $ref: '#/components/schemas/SiteSettings' });
    expect(openApiValidator(response.body)('SiteSettings', site.body.data)).toEqual({ valid: true, errors: [] });
    // Closed: a field the document does not name is refused.
    const withUnknown = { ...site.body.data, frame: { ...site.body.data.frame, banner: 'x' } };
    expect(openApiValidator(response.body)('SiteSettings', withUnknown).valid).toBe(false);
  });
});

describe("the job's own questions (PUT /api/application/draft/questions)", () => {
  it('are documented, and a job without questions of its own is answered with the documented error', async () => {
    const { app, response, validate } = await servedDocument();
    const put = response.body.paths['/api/application/draft/questions'].put;
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '404', '409', '415', '429']);
    // The embedded jobs' sample requisition asks nothing of its own.
    const refused = await candidate(app).put('/api/application/draft/questions', { question_1: 'x' });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('no_job_questions');
    expect(validate('Error', refused.body).valid).toBe(true);
  });
});
