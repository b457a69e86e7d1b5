import { describe, expect, it } from 'vitest';
import { submissionMessages, type SubmissionRecipients } from '../../server/notifications/submission-messages';
import { emailOf, expectInBrand, harbourClinics } from '../support/email-brand';

const submission = {
  id: 'application-1',
  reference: 'MDN-ABCDEFGH',
  submittedAt: Date.parse('2026-11-25T09:30:00Z'),
  job: { id: 'staff-nurse-pune', title: 'Staff Nurse', location: 'Pune, Maharashtra' },
  candidate: { firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', accountEmail: 'mei@example.com' },
};

const recipients: SubmissionRecipients = {
  brand: harbourClinics,
  timeZone: 'Asia/Kolkata',
  notifyEmails: ['hiring@harbour.example'],
  webhook: false,
  publicUrl: 'https://careers.harbour.example',
};

describe('the emails of a submitted application, in the brand', () => {
  const [confirmation, teamNotice] = submissionMessages(submission, recipients);

  it('thank the candidate for applying to the brand, signed with its name, under a band and with a link in its colour', () => {
    const message = emailOf(confirmation);
    expect(message.to).toEqual(['mei@example.com']);
    expectInBrand(message, harbourClinics);
    expect(message.subject).toBe('We received your application: Staff Nurse');
    for (const part of [message.text, message.html]) {
      expect(part).toContain('Thank you for applying to Harbour Clinics for');
      expect(part).toContain('The Harbour Clinics hiring team');
    }
    expect(message.html).toContain('<a href="https://careers.harbour.example/applications" style="color:#7a2e8a">');
  });

  it("tell the hiring team, on the brand's careers site", () => {
    const message = emailOf(teamNotice);
    expect(message.to).toEqual(['hiring@harbour.example']);
    expectInBrand(message, harbourClinics);
    expect(message.text).toContain('A new application arrived on the Harbour Clinics careers site.');
  });
});
