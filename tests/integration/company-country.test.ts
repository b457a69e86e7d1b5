import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, sessionCookieFor } from '../support/candidate-browser';
import { escapeHtml } from '../support/html-escape';
import { sessionCookieFrom } from '../support/session-cookie';
import { createTestApp } from '../support/test-app';

const inCountry = (code?: string) => createTestApp({ env: code ? { COMPANY_COUNTRY: code } : {} });

/** A form body as a browser posts it (JavaScript off). */
const formBody = (answers: Record<string, string>) => new URLSearchParams(answers).toString();

describe('the wizard speaks to the candidates of the company’s country (COMPANY_COUNTRY)', () => {
  it('names the country in the eligibility questions: Australia by default, as the original product', async () => {
    const { app } = await inCountry();
    const { text } = await request(app).get('/WorkEligibilty').expect(200);
    expect(text).toContain('Will you now or in the future need visa sponsorship to work in Australia?');
  });

  it('names India in them for a company in India', async () => {
    const { app } = await inCountry('IN');
    const { text } = await request(app).get('/WorkEligibilty').expect(200);
    expect(text).toContain('Will you now or in the future need visa sponsorship to work in India?');
    expect(text).not.toContain('work in Australia');
  });

  it('asks the Aboriginal and Torres Strait Islander question only in Australia', async () => {
    const australia = await inCountry('AU');
    expect((await request(australia.app).get('/VoluntaryEqual').expect(200)).text).toContain(
      'Do you identify as Aboriginal, Torres Strait Islander, Maori or Pacific Islander?',
    );
    const india = await inCountry('IN');
    const page = (await request(india.app).get('/VoluntaryEqual').expect(200)).text;
    expect(page).not.toContain('Aboriginal');
    expect(page).toContain('Gender');
  });

  it('neither requires nor keeps an Indigenous-identity answer outside Australia', async () => {
    const { app } = await inCountry('IN');
    const browser = candidate(app);
    const saved = await browser.put('/api/application/draft/eeo', { gender: 'Female', indigenous: ['Aboriginal'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps.eeo).toEqual({ gender: 'Female' });
    expect((await browser.put('/api/application/draft/eeo', {})).status).toBe(200);
    expect((await browser.draft()).data.steps.eeo).toEqual({});
    const review = await browser.get('/ReveiwSubmit');
    expect(review.text).not.toContain('Aboriginal');
  });

  it('keeps the Indigenous-identity answer in Australia', async () => {
    const { app } = await inCountry('AU');
    const browser = candidate(app);
    const saved = await browser.put('/api/application/draft/eeo', { gender: 'Female', indigenous: ['Aboriginal'] });
    expect(saved.body.data.steps.eeo).toEqual({ gender: 'Female', indigenous: ['Aboriginal'] });
  });
});

describe('the mobile number', () => {
  it.each([
    ['AU', '+91 98765-43210', undefined, '+919876543210'],
    ['IN', '98765 43210', undefined, '+919876543210'],
    ['IN', '(555) 123-4567', 'US', '+15551234567'],
    ['AU', '0412 345 678', undefined, '+61412345678'],
    ['AU', '61412345678', undefined, '+61412345678'],
  ])('in a company of %s, %s (country %s) is kept as %s', async (country, mobileNo, mobileCountry, e164) => {
    const { app } = await inCountry(country);
    const browser = candidate(app);
    const saved = await browser.put('/api/application/draft/contact', {
      ...validAnswers.contact,
      mobileNo,
      mobileCountry,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps.contact.mobileNo).toBe(e164);
    expect(saved.body.data.steps.contact).not.toHaveProperty('mobileCountry');
  });

  it('is shown in international format on the candidate’s and the recruiter’s pages, kept as E.164 in the API and CSV', async () => {
    const recruiterEmail = `recruiter-phone-${Date.now()}@medinest.example`;
    const { app } = await createTestApp({
      env: { COMPANY_COUNTRY: 'IN', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), RECRUITER_EMAILS: recruiterEmail },
    });
    const browser = candidate(app);
    await browser.signIn();
    await browser.fillEverything({ contact: { ...validAnswers.contact, mobileNo: '98765 43210' } });
    const shown = '+91 98765 43210';
    expect((await browser.get('/ReveiwSubmit')).text).toContain(`<dd>${shown}</dd>`);
    expect((await browser.get('/carrer/sign-up')).text).toMatch(new RegExp(`name="mobileNo"[^>]*value="\\${shown}"`));
    expect((await browser.get('/api/application/draft')).body.data.steps.contact.mobileNo).toBe('+919876543210');
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status).toBe(201);
    const { id } = submitted.body.data as { id: string };

    const recruiter = await sessionCookieFor(app, recruiterEmail);
    const page = await request(app).get(`/recruiter/applications/${id}`).set('Cookie', recruiter).expect(200);
    expect(page.text).toContain(`<dd>${shown}</dd>`);
    expect(page.text).not.toContain('+919876543210');
    const api = await request(app).get(`/api/recruiter/applications/${id}`).set('Cookie', recruiter).expect(200);
    expect(api.body.data.answers.contact.mobileNo).toBe('+919876543210');
    const csv = await request(app).get('/api/recruiter/applications.csv').set('Cookie', recruiter).expect(200);
    expect(csv.text).toContain("'+919876543210");
  });

  it('refuses a number that cannot be one in its country, saying where it was read and what to do', async () => {
    const { app } = await inCountry('IN');
    const refused = await request(app)
      .put('/api/application/draft/contact')
      .send({ ...validAnswers.contact, mobileNo: '555 1234' })
      .expect(400);
    expect(refused.body.error.fields.mobileNo).toEqual([
      'This is not a phone number in India. Please check it, choose the country it is from, or start it with + and ' +
        'the country code.',
    ]);
    const letters = await request(app)
      .put('/api/application/draft/contact')
      .send({ ...validAnswers.contact, mobileNo: 'call me' })
      .expect(400);
    expect(letters.body.error.fields.mobileNo).toEqual(['Please enter your mobile number.']);
  });

  it('reads a number posted without JavaScript in the country chosen beside it', async () => {
    const { app } = await inCountry('IN');
    const body = formBody({ ...validAnswers.contact, mobileNo: '(555) 123-4567', mobileCountry: 'US' });
    const response = await request(app).post('/carrer/sign-up').type('form').send(body).expect(303);
    const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
    const draft = (await request(app).get('/api/application/draft').set('Cookie', cookie).expect(200)).body.data;
    expect(draft.steps.contact.mobileNo).toBe('+15551234567');

    const refused = await request(app)
      .post('/carrer/sign-up')
      .type('form')
      .send(formBody({ ...validAnswers.contact, mobileNo: '555 1234' }))
      .expect(400);
    expect(refused.text).toContain('This is not a phone number in India.');
  });

  it('offers every country, the company’s chosen, and an example number of the company’s country', async () => {
    const india = (
      await request((await inCountry('IN')).app)
        .get('/carrer/sign-up')
        .expect(200)
    ).text;
    expect(india).toContain('<option value="IN" selected="">India (+91)</option>');
    expect(india).toContain('<option value="US">United States (+1)</option>');
    expect(india).toContain('placeholder="081234 56789"');
    expect(india).toContain('For example 081234 56789, or +91 81234 56789 with the country code.');
    expect(india).not.toContain('61412345678');
    const australia = (
      await request((await inCountry()).app)
        .get('/carrer/sign-up')
        .expect(200)
    ).text;
    expect(australia).toContain('placeholder="0412 345 678"');
    expect(australia).toContain('<option value="AU" selected="">Australia (+61)</option>');
  });
});

describe('text answers that are too long', () => {
  const tooLong = 'x'.repeat(5_000);

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['addressNo1', 200],
    ['addressNo2', 200],
    ['city', 100],
    ['zipCode', 20],
    ['country', 100],
    ['state', 100],
    ['mobileNo', 30],
    ['email', 254],
  ])('%s of 5,000 characters is told its length (%i at most), not its format', async (field, max) => {
    const { app } = await inCountry();
    const refused = await request(app)
      .put('/api/application/draft/contact')
      .send({ ...validAnswers.contact, [field]: field === 'email' ? `${tooLong}@example.com` : tooLong })
      .expect(400);
    expect(refused.body.error.fields).toEqual({ [field]: [`Please enter no more than ${max} characters.`] });
  });

  it('says so on the page posted without JavaScript', async () => {
    const { app } = await inCountry();
    const body = formBody({ ...validAnswers.contact, firstName: tooLong });
    const { text } = await request(app).post('/carrer/sign-up').type('form').send(body).expect(400);
    expect(text).toContain('Please enter no more than 100 characters.');
    expect(text).not.toContain('Please enter your first name.');
  });

  it('tells the school name its length too', async () => {
    const { app } = await inCountry();
    const refused = await request(app)
      .put('/api/application/draft/education')
      .send({ ...validAnswers.education, schoolName: tooLong })
      .expect(400);
    expect(refused.body.error.fields).toEqual({ schoolName: ['Please enter no more than 200 characters.'] });
  });
});

describe('the sample requisition', () => {
  it('is what the wizard applies to with the embedded jobs, when no job was chosen', async () => {
    const { app } = await inCountry();
    const { text } = await request(app).get('/carrer/sign-up').expect(200);
    expect(text).toContain(`<p class="wizard-job">${escapeHtml(requisition.title)}</p>`);
    expect(text).toContain(`<p class="wizard-location">${requisition.location}</p>`);
  });
});

describe('the step count', () => {
  it('reads "Step N of 9" in the progress menu and the page description of every step', async () => {
    const { app } = await inCountry();
    for (const [path, n] of [
      ['/carrer/sign-up', 1],
      ['/workEligibilty', 4],
      ['/ReveiwSubmit', 9],
    ] as const) {
      const { text } = await request(app).get(path).expect(200);
      expect(text).toContain(`<span>Step ${n} of 9</span>`);
      expect(text).toMatch(new RegExp(`<meta name="description" content="Step ${n} of 9: `));
      expect(text).not.toMatch(/Step \d of your application|steps done/);
    }
  });
});

describe('the steps and choices follow the company’s country', () => {
  it('offers India’s levels of education and healthcare majors, with Other named in words', async () => {
    const { app } = await inCountry('IN');
    const page = (await request(app).get('/carrers/Education').expect(200)).text;
    for (const level of ['12th (Higher Secondary)', 'ITI certificate', 'Diploma', 'Other']) {
      expect(page).toContain(`<option value="${escapeHtml(level)}">`);
    }
    expect(page).not.toContain(`<option value="${escapeHtml("Associate's")}">`);
    expect(page).toContain('<option value="Pharmacy">');
    expect(page).toContain('name="firstMajorOther"');

    const browser = candidate(app);
    const education = { ...validAnswers.education, educationLevel: 'ITI certificate', firstMajor: 'Other' };
    const refused = await browser.put('/api/application/draft/education', education);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.firstMajorOther).toEqual(['Please enter your first major.']);
    const saved = await browser.put('/api/application/draft/education', { ...education, firstMajorOther: 'Optometry' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps.education).toMatchObject({
      educationLevel: 'ITI certificate',
      firstMajorOther: 'Optometry',
    });
    // Posted as a form, without the script.
    const posted = await browser.postForm('/carrers/Education', {
      ...validAnswers.education,
      educationLevel: '12th (Higher Secondary)',
      firstMajor: 'Pharmacy',
    });
    expect(posted.status).toBe(303);
    expect((await browser.draft()).data.steps.education.educationLevel).toBe('12th (Higher Secondary)');
  });

  it('keeps Australia’s levels for a company in Australia', async () => {
    const { app } = await inCountry('AU');
    const refused = await candidate(app).put('/api/application/draft/education', {
      ...validAnswers.education,
      educationLevel: 'ITI certificate',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.educationLevel).toEqual(['Please select your level of education.']);
  });

  it('has no military step in India: not in the menu, the count, the review or the submission', async () => {
    const { app } = await createTestApp({
      env: { COMPANY_COUNTRY: 'IN', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() },
    });
    const browser = candidate(app);
    const contact = (await browser.get('/carrer/sign-up')).text;
    expect(contact).toContain('Step 1 of 8');
    expect(contact).not.toContain('Voluntary Self-Identification of Military Status');
    // The old address leads on to the step after it.
    const old = await browser.get('/VoluntarySelf');
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe('/ReveiwSubmit');
    const eeo = (await browser.get('/VoluntaryEqual')).text;
    expect(eeo).toMatch(/<a class="wizard-button secondary" href="\/Acknowledge"/);
    await browser.signIn();
    for (const step of ['contact', 'general', 'education', 'eligibility', 'acknowledge', 'eeo'] as const) {
      expect((await browser.put(`/api/application/draft/${step}`, validAnswers[step])).status).toBe(200);
    }
    expect((await browser.upload(pdfOfSize())).status).toBe(201);
    const review = (await browser.get('/ReveiwSubmit')).text;
    expect(review).not.toContain('Military');
    expect((await browser.post('/api/application/submit')).status).toBe(201);
  });

  it('offers more than two genders, and keeps the candidate’s own words only with self-description', async () => {
    const { app } = await inCountry('IN');
    const page = (await request(app).get('/VoluntaryEqual').expect(200)).text;
    expect(page).toContain('value="Non-binary"');
    expect(page).toContain(`value="${escapeHtml('I prefer to self-describe')}"`);
    expect(page).toContain('name="genderDescription"');
    const browser = candidate(app);
    const described = await browser.put('/api/application/draft/eeo', {
      gender: 'I prefer to self-describe',
      genderDescription: 'Genderqueer',
    });
    expect(described.body.data.steps.eeo).toEqual({
      gender: 'I prefer to self-describe',
      genderDescription: 'Genderqueer',
    });
    const other = await browser.put('/api/application/draft/eeo', { gender: 'Non-binary', genderDescription: 'stale' });
    expect(other.body.data.steps.eeo).toEqual({ gender: 'Non-binary' });
  });

  it('shows a phone carried over from the last application in international format', async () => {
    const { app } = await createTestApp({
      env: { COMPANY_COUNTRY: 'IN', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() },
    });
    const browser = candidate(app);
    await browser.signIn();
    await browser.fillEverything({ contact: { ...validAnswers.contact, mobileNo: '98765 43210' } });
    expect((await browser.post('/api/application/submit')).status).toBe(201);
    expect((await browser.post('/joblistings/digital-marketing-intern')).status).toBe(303);
    const page = (await browser.get('/carrer/sign-up')).text;
    expect(page).toContain('We filled this in from your last application');
    expect(page).toMatch(/name="mobileNo"[^>]*value="\+91 98765 43210"/);
    expect(page).not.toContain('+919876543210');
  });
});
