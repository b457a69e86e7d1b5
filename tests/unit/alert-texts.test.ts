import { describe, expect, it } from 'vitest';
import { confirmationEmail, digestEmail } from '../../server/alerts/alert-messages';
import { describeSearch } from '../../server/alerts/alert-search';
import type { Job } from '../../shared/job';
import { puneNurseJob } from '../support/alert-runs';
import { expectInBrand, harbourClinics, medinest } from '../support/email-brand';

const settings = { brand: medinest, publicUrl: 'https://careers.medinest.example' };
// The alert tests' nurse in Pune, under another id and with the fields a case changes.
const job = (id: string, fields: Partial<Job> = {}): Job => ({ ...puneNurseJob, id, ...fields });
const digestOf = (search: object, jobs: Job[]) =>
  digestEmail(settings, 'someone@example.com', {
    search,
    jobs,
    unsubscribeUrl: 'https://careers.medinest.example/alerts/unsubscribe?token=t',
  });

describe('job alert texts, as sentences', () => {
  it('counts the new jobs, singular and plural, with the search in quotes', () => {
    expect(digestOf({ q: 'remote' }, [job('a')]).subject).toBe('1 new job matching “remote”');
    expect(digestOf({ q: 'nurse' }, [job('a'), job('b'), job('c')]).subject).toBe('3 new jobs matching “nurse”');
    expect(digestOf({}, [job('a'), job('b')]).subject).toBe('2 new jobs');
  });

  it('puts the filters in words after the search: department, job type and location', () => {
    const everything = { q: 'nurse', department: 'Engineering', type: 'Full-Time', location: 'remote' } as const;
    expect(digestOf(everything, [job('a')]).subject).toBe(
      '1 new job matching “nurse” in Engineering, full-time, remote',
    );
    expect(digestOf({ type: 'Internship', location: 'onsite' }, [job('a')]).subject).toBe(
      '1 new job, internship, on-site',
    );
    expect(describeSearch({ department: 'Operations', location: 'hybrid' })).toBe('Jobs in Operations, hybrid');
    expect(describeSearch({ q: 'nurse', location: 'remote' })).toBe('Jobs matching “nurse”, remote');
    expect(describeSearch({})).toBe('All jobs');
  });

  it('names a team and a place among the filters', () => {
    expect(describeSearch({ department: 'Engineering', team: 'Backend', location: 'Pune' })).toBe(
      'Jobs in Engineering, Backend team, in Pune',
    );
    expect(describeSearch({ team: 'Backend', type: 'Full-Time' })).toBe('Jobs, Backend team, full-time');
  });

  it('says a job is remote once: a location that says so already is left as it is', () => {
    const text = digestOf({ q: 'remote' }, [
      job('india', { title: 'Support Engineer', location: 'Remote (India)', remote: true }),
      job('pune', { title: 'Pharmacist', location: 'Pune, Maharashtra', remote: true }),
    ]).text;
    expect(text).toContain('Remote (India) · Full-Time');
    expect(text).not.toContain('(remote)');
    expect(text).toContain('Pune, Maharashtra, remote · Full-Time');
  });

  it('stops this alert from its link, and says so', () => {
    const digest = digestOf({ q: 'nurse' }, [job('a')]);
    expect(digest.text).toContain('You get this email because you subscribed to this job alert. To stop it:');
    expect(digest.html).toContain('>Stop this job alert</a>');
    expect(digest.headers).toEqual({
      'List-Unsubscribe': '<https://careers.medinest.example/alerts/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('job alert emails, in the brand', () => {
  const harbour = { brand: harbourClinics, publicUrl: 'https://careers.harbour.example' };

  it('asks to confirm an alert from the brand, with a button white on its colour', () => {
    const confirmation = confirmationEmail(harbour, 'someone@example.com', {
      frequency: 'weekly',
      confirmUrl: 'https://careers.harbour.example/alerts/confirm?token=t',
      expiresInDays: 7,
    });
    expectInBrand(confirmation, harbourClinics);
    expect(confirmation.subject).toBe('Confirm your job alert from Harbour Clinics');
    expect(confirmation.text).toContain('asked for weekly emails from Harbour Clinics about new jobs');
    expect(confirmation.html).toMatch(
      /<a href="https:\/\/careers\.harbour\.example\/alerts\/confirm\?token=t" style="[^"]*background-color:#7a2e8a;color:#ffffff[^"]*">Confirm my job alert<\/a>/,
    );
  });

  it('lists the new jobs at the brand, their links and the unsubscribe in its colour', () => {
    const digest = digestEmail(harbour, 'someone@example.com', {
      search: { q: 'nurse' },
      jobs: [job('a')],
      unsubscribeUrl: 'https://careers.harbour.example/alerts/unsubscribe?token=t',
    });
    expectInBrand(digest, harbourClinics);
    expect(digest.text).toContain('New at Harbour Clinics since our last email:');
    expect(digest.html).toContain(
      '<a href="https://careers.harbour.example/joblistings/a" style="color:#7a2e8a">Staff Nurse</a>',
    );
    expect(digest.html).toContain(
      '<a href="https://careers.harbour.example/alerts/unsubscribe?token=t" style="color:#7a2e8a">Stop this job alert</a>',
    );
  });
});
