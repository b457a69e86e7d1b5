import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { createTestApp } from '../support/test-app';
import { sessionCookieOf } from '../support/session-cookie';

describe('the logs of a whole application', () => {
  it('carry request ids, statuses and timings, never answers, emails, tokens, cookies or resumes', async () => {
    const { app, logLines } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    const email = `private-${Date.now()}@example.com`;
    const user = await mintGoogleUser(email, 'Priya Secretname');
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    const cookie = sessionCookieOf(signIn);
    const contact = { ...validAnswers.contact, email, firstName: 'Priya', lastName: 'Secretname' };
    await request(app).put('/api/application/draft/contact').set('Cookie', cookie).send(contact).expect(200);
    for (const step of draftSteps.filter((step) => step !== 'contact')) {
      await request(app)
        .put(`/api/application/draft/${step}`)
        .set('Cookie', cookie)
        .send(validAnswers[step])
        .expect(200);
    }
    const resume = Buffer.concat([pdfOfSize(1_024), Buffer.from('RESUME-CONTENT-MARKER')]);
    await request(app)
      .post('/api/application/resume')
      .set('Cookie', cookie)
      .attach('resume', resume, 'Priya CV.pdf')
      .expect(201);
    await request(app)
      .put('/api/application/draft/contact')
      .set('Cookie', cookie)
      .send({ ...contact, email: 'bad' })
      .expect(400);
    await request(app)
      .get(`/joblistings?email=${encodeURIComponent(email)}`)
      .set('Cookie', cookie)
      .expect(200);
    await request(app).post('/api/application/submit').set('Cookie', cookie).expect(201);

    const log = JSON.stringify(logLines);
    expect(logLines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(10);
    for (const line of logLines.filter((entry) => entry.msg === 'request completed')) {
      expect(line).toMatchObject({ req: { id: expect.any(String) }, res: { statusCode: expect.any(Number) } });
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    for (const secret of [
      email,
      'Secretname',
      contact.mobileNo,
      contact.addressNo1,
      'University of New South Wales',
      user.idToken.slice(0, 40),
      cookie.split('=')[1]!.slice(0, 20),
      'RESUME-CONTENT-MARKER',
      'Priya CV',
    ]) {
      expect(log, `the logs contain ${secret}`).not.toContain(secret);
    }
  });
});
