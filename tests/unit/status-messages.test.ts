import { describe, expect, it } from 'vitest';
import { statusChangeMessages } from '../../server/notifications/status-messages';
import { candidateStatusOf } from '../../shared/application/candidate-status';
import { recruiterStatuses } from '../../shared/api/recruiter-enums';
import { emailOf, expectInBrand, harbourClinics, medinest } from '../support/email-brand';

const change = (status: string, email = 'mei@example.com') => ({
  status,
  reference: 'MDN-ABCDEFGH',
  job: { id: 'R-1', title: 'Graduate <Engineer>' },
  candidate: { firstName: 'Mei', email },
});

describe('the emails of a status change', () => {
  it('tell the candidate of an interview, an offer or a decision not to go on, and of nothing else', () => {
    const told = recruiterStatuses.filter((status) => statusChangeMessages(change(status), medinest).length > 0);
    expect(told).toEqual(['interview', 'offer', 'rejected']);
  });

  it('name the job in the subject and both bodies, escaped in the HTML, with the reference', () => {
    const [message] = statusChangeMessages(change('offer'), medinest);
    expect(message).toMatchObject({
      kind: 'email',
      to: ['mei@example.com'],
      subject: 'An offer for you: Graduate <Engineer>',
    });
    if (message?.kind !== 'email') throw new Error('an email was expected');
    expect(message.text).toContain('the position of Graduate <Engineer>.');
    expect(message.text).toContain('Your reference is MDN-ABCDEFGH.');
    expect(message.html).toContain('<strong>Graduate &lt;Engineer&gt;</strong>');
    expect(message.html).not.toContain('<Engineer>');
  });

  it('are not written for an application without an email (an erased one)', () => {
    expect(statusChangeMessages(change('interview', ''), medinest)).toEqual([]);
  });
});

describe("the candidate's words for the pipeline", () => {
  it('never show the recruiter-only statuses', () => {
    expect(recruiterStatuses.map((status) => candidateStatusOf[status])).toEqual([
      'received',
      'in_review',
      'interview',
      'offer',
      'offer',
      'not_selected',
    ]);
  });
});

describe('the link in the emails of a status change', () => {
  it('leads to My applications on PUBLIC_URL, absolute, in the text and the HTML', () => {
    const [message] = statusChangeMessages(change('interview'), medinest, 'https://careers.example.test');
    if (message?.kind !== 'email') throw new Error('an email was expected');
    expect(message.text).toContain('https://careers.example.test/applications');
    expect(message.html).toContain(
      '<a href="https://careers.example.test/applications" style="color:#0b5cab">https://careers.example.test/applications</a>',
    );
  });

  it('is left out without PUBLIC_URL (there is no address to link to)', () => {
    const [message] = statusChangeMessages(change('interview'), medinest);
    if (message?.kind !== 'email') throw new Error('an email was expected');
    expect(message.text).not.toContain('/applications');
    expect(message.html).not.toContain('<a ');
  });
});

describe('the emails of a status change, in the brand', () => {
  it.each(['interview', 'offer', 'rejected'])(
    'a %s email is signed with the brand’s name, under a band and with its link in its colour',
    (status) => {
      const message = emailOf(statusChangeMessages(change(status), harbourClinics, 'https://careers.example.test')[0]);
      expectInBrand(message, harbourClinics);
      expect(message.text).toContain('The Harbour Clinics hiring team');
      expect(message.html).toContain('<p>The Harbour Clinics hiring team</p>');
      expect(message.html).toContain('<a href="https://careers.example.test/applications" style="color:#7a2e8a">');
    },
  );

  it('a decision not to go on invites the candidate to apply to the brand again', () => {
    const message = emailOf(statusChangeMessages(change('rejected'), harbourClinics)[0]);
    expect(message.text).toContain('you are welcome to apply to Harbour Clinics again.');
    expect(message.html).toContain('you are welcome to apply to Harbour Clinics again.');
  });
});
