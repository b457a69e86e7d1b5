import { describe, expect, it } from 'vitest';
import { type Draft, incompleteSteps, isStepComplete } from '../../shared/application/draft';
import { fieldErrors, stepSchemas } from '../../shared/application/schemas';

const messagesOf = (step: keyof typeof stepSchemas, body: unknown) => {
  const result = stepSchemas[step].safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

const validContact = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobileNo: '61412345678',
  addressNo1: '1 George St',
  city: 'Sydney',
  zipCode: '2000',
  country: 'Australia',
  state: 'NSW',
};

describe('contact information', () => {
  it('names every missing field with the product’s message (address line 2 is optional)', () => {
    expect(messagesOf('contact', {})).toEqual({
      firstName: ['Please enter your first name.'],
      lastName: ['Please enter your last name.'],
      email: ['Please enter a valid email address.'],
      mobileNo: ['Please enter your mobile number.'],
      addressNo1: ['Please enter your address.'],
      city: ['Please enter your city.'],
      zipCode: ['Please enter your postal/zip code.'],
      country: ['Please enter your country/region.'],
      state: ['Please enter your province/state.'],
    });
  });

  it('accepts a complete contact, trimming text and defaulting address line 2', () => {
    const result = stepSchemas.contact.parse({ ...validContact, firstName: '  Asha ' });
    expect(result).toEqual({ ...validContact, addressNo2: '' });
  });

  it.each([['   '], ['\t']])('treats the blank first name %j as missing', (firstName) => {
    expect(messagesOf('contact', { ...validContact, firstName })).toEqual({
      firstName: ['Please enter your first name.'],
    });
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'asha@'])('refuses the email %s', (email) => {
    expect(messagesOf('contact', { ...validContact, email })).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });

  it.each(['12345', 'phone', '+61 412 345 678 ext. 5', '1'.repeat(16), '', '++61412345678'])(
    'refuses the mobile number %j',
    (mobileNo) => {
      expect(messagesOf('contact', { ...validContact, mobileNo })).toEqual({
        mobileNo: ['Please enter your mobile number.'],
      });
    },
  );

  // Only its shape: the server reads it in its country (tests/integration/company-country.test.ts).
  it.each(['0412345678', '+61412345678', '0412 345 678', '+61-412-345-678', '+91 98765-43210', '(555) 123-4567'])(
    'accepts the mobile number %s as people write it',
    (mobileNo) => {
      expect(messagesOf('contact', { ...validContact, mobileNo })).toEqual({});
    },
  );

  it.each([
    ['a line break', 'Rao\r\nBcc: team@evil.example'],
    ['a line feed', 'Rao\nX'],
    ['a tab inside', 'Ra\to'],
    ['a NUL', 'Rao\u0000'],
    ['a C1 control', 'Rao\u0085'],
    ['a bidi override', 'Rao\u202Efdp.exe'],
    ['a bidi isolate', '\u2066Rao\u2069'],
    ['a right-to-left mark', 'Rao\u200F'],
    ['a lone surrogate', 'Rao\uD800'],
    ['a line separator (U+2028)', 'Rao\u2028Bcc: team@evil.example'],
    ['a paragraph separator (U+2029)', 'Rao\u2029X'],
    ['a zero-width space', 'R\u200Bao'],
    ['a byte-order mark', 'Ra\uFEFFo'],
    ['a soft hyphen', 'Ra\u00ADo'],
    ['a tag character', 'Rao\u{E0041}'],
    ['a Hangul filler (U+3164)', '\u3164'],
  ])('refuses a last name with %s', (_, lastName) => {
    expect(messagesOf('contact', { ...validContact, lastName, city: `Pune ${lastName}` })).toEqual({
      lastName: ['Please remove line breaks and invisible control characters.'],
      city: ['Please remove line breaks and invisible control characters.'],
    });
  });

  it('stores one spelling of each letter (NFC) and keeps the joiners of Indic scripts', () => {
    const decomposed = 'Jose\u0301';
    const malayalam = 'ന്\u200D'; // a chillu written with a zero-width joiner
    const hindi = 'क्\u200Cष'; // a half form kept by a zero-width non-joiner
    const result = stepSchemas.contact.parse({
      ...validContact,
      firstName: decomposed,
      city: malayalam,
      lastName: hindi,
    });
    expect(result.lastName).toBe(hindi);
    expect(result.firstName).toBe('José');
    expect(result.firstName).toHaveLength(4);
    expect(result.city).toBe(malayalam);
  });

  it('refuses values of the wrong type with the same messages', () => {
    expect(messagesOf('contact', { ...validContact, firstName: 42, city: ['Sydney'] })).toEqual({
      firstName: ['Please enter your first name.'],
      city: ['Please enter your city.'],
    });
  });

  it('drops fields it does not know', () => {
    expect(stepSchemas.contact.parse({ ...validContact, admin: true })).not.toHaveProperty('admin');
  });
});

describe('general questions', () => {
  it('asks for a start date and an option for each question', () => {
    expect(messagesOf('general', {})).toEqual({
      preferredStartDate: ['Please select a preferred start date.'],
      relocate: ['Please select an option.'],
      howHeard: ['Please select an option.'],
    });
  });

  it.each(['2026-02-30', '2026-13-01', '21/11/2026', 'tomorrow', ''])('refuses the date %j', (preferredStartDate) => {
    expect(messagesOf('general', { preferredStartDate, relocate: 'Yes', howHeard: 'LinkedIn' })).toEqual({
      preferredStartDate: ['Please select a preferred start date.'],
    });
  });

  it.each(['LinkedIn', 'Job Board', 'Company Website', 'Employee Referral', 'Other'])(
    'accepts hearing via %s',
    (howHeard) => {
      expect(messagesOf('general', { preferredStartDate: '2027-01-04', relocate: 'No', howHeard })).toEqual({});
    },
  );
});

describe('education', () => {
  it('requires level, school, first major and whether the candidate is a student', () => {
    expect(Object.keys(messagesOf('education', {}))).toEqual([
      'educationLevel',
      'schoolName',
      'firstMajor',
      'isStudent',
    ]);
  });

  it('stores whether the candidate is a student (the original dropped it)', () => {
    const answers = stepSchemas.education.parse({
      educationLevel: "Bachelor's",
      schoolName: 'UNSW',
      firstMajor: 'Computer Science',
      isStudent: 'Yes',
    });
    expect(answers).toMatchObject({ isStudent: 'Yes', secondMajor: '', minor: '' });
  });
});

describe('work eligibility, acknowledgement and the voluntary steps', () => {
  it('asks every eligibility question', () => {
    expect(Object.values(messagesOf('eligibility', { appliedBefore: 'Maybe' }))).toHaveLength(6);
  });

  it('needs the confirmation ticked', () => {
    expect(messagesOf('acknowledge', { confirm: false })).toEqual({
      confirm: ['Please confirm that your answers are true and complete.'],
    });
    expect(messagesOf('acknowledge', { confirm: true })).toEqual({});
  });

  it('lets every self-identification answer be left out', () => {
    expect(stepSchemas.eeo.parse({})).toEqual({ indigenous: [] });
    expect(stepSchemas.military.parse({})).toEqual({});
  });

  it('keeps the three military answers independent', () => {
    const answers = { exMilitary: 'Yes', reserveForces: 'No', militarySpouse: 'I prefer not to answer' };
    expect(stepSchemas.military.parse(answers)).toEqual(answers);
  });

  it('takes several Indigenous/Pacific identities but only known ones', () => {
    expect(stepSchemas.eeo.parse({ indigenous: ['Maori', 'Pacific Islander'] }).indigenous).toEqual([
      'Maori',
      'Pacific Islander',
    ]);
    expect(stepSchemas.eeo.safeParse({ indigenous: ['Martian'] }).success).toBe(false);
  });

  it('takes "No" and "Prefer not to disclose" only on their own', () => {
    expect(stepSchemas.eeo.parse({ indigenous: ['No'] }).indigenous).toEqual(['No']);
    expect(stepSchemas.eeo.parse({ indigenous: ['Prefer not to disclose'] }).indigenous).toEqual([
      'Prefer not to disclose',
    ]);
    const message = ['Choose “No” or “Prefer not to disclose” on its own.'];
    expect(messagesOf('eeo', { indigenous: ['Maori', 'No'] })).toEqual({ indigenous: message });
    expect(messagesOf('eeo', { indigenous: ['Prefer not to disclose', 'Aboriginal'] })).toEqual({
      indigenous: message,
    });
    expect(messagesOf('eeo', { indigenous: ['No', 'Prefer not to disclose'] })).toEqual({ indigenous: message });
  });
});

describe('a draft', () => {
  const empty: Draft = { steps: {}, resume: null };

  it('is incomplete until every step is saved and a resume is uploaded', () => {
    expect(incompleteSteps(empty, 'AU')).toEqual([
      'contact',
      'general',
      'education',
      'eligibility',
      'resume',
      'acknowledge',
      'eeo',
      'military',
    ]);
    const withResume: Draft = {
      ...empty,
      resume: { fileName: 'cv.pdf', size: 10, uploadedAt: '2026-11-21T00:00:00Z' },
    };
    expect(isStepComplete(withResume, 'resume')).toBe(true);
    expect(isStepComplete({ ...empty, steps: { resume: { uploadLater: true } } }, 'resume')).toBe(false);
  });
});
