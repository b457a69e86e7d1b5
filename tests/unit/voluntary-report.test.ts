import { describe, expect, it } from 'vitest';
import { voluntaryReport, withJobTitles } from '../../server/recruiter/voluntary-report';

const answers = (gender: string | undefined, indigenous: string[] = []) => ({
  requisition_id: 'R-1',
  answers: JSON.stringify({ eeo: { gender, indigenous }, military: { exMilitary: 'No' } }),
});

describe('the equal-opportunity report', () => {
  it('counts the genders beyond Female and Male, never the words of a self-description', () => {
    const described = (gender: string) => ({
      requisition_id: 'R-1',
      answers: JSON.stringify({ eeo: { gender, genderDescription: 'Genderqueer' }, military: null }),
    });
    const rows = [
      ...Array.from({ length: 5 }, () => described('Non-binary')),
      ...Array.from({ length: 5 }, () => described('I prefer to self-describe')),
    ];
    const [job] = voluntaryReport(rows);
    expect(job!.questions.gender!['Non-binary']).toBe(5);
    expect(job!.questions.gender!['I prefer to self-describe']).toBe(5);
    expect(JSON.stringify(job)).not.toContain('Genderqueer');
  });

  it('leaves out the military questions for a job none of whose candidates was asked them (outside the US and AU)', () => {
    const rows = Array.from({ length: 6 }, () => ({
      requisition_id: 'R-1',
      answers: JSON.stringify({ eeo: { gender: 'Female' } }),
    }));
    const [job] = voluntaryReport(rows);
    expect(Object.keys(job!.questions)).toEqual(['gender']);
  });

  it('counts answers per job, hiding every group with fewer than five applications in it or outside it', () => {
    const rows = [
      ...Array.from({ length: 6 }, () => answers('Female')),
      ...Array.from({ length: 5 }, () => answers('Male')),
      ...Array.from({ length: 2 }, () => answers(undefined)),
    ];
    const [job] = voluntaryReport(rows);
    expect(job!.jobId).toBe('R-1');
    expect(job!.applications).toBe(13);
    expect(job!.questions.gender).toEqual({
      Female: 6,
      Male: 5,
      'Non-binary': null,
      'I prefer to self-describe': null,
      'I choose not to self-identify': null,
      'Not answered': null,
    });
    // Every one of them answered No: shown, it would tell each candidate's answer.
    expect(job!.questions.exMilitary!.No).toBeNull();
  });

  it('hides a group that leaves fewer than five applications outside it', () => {
    const rows = [
      ...Array.from({ length: 6 }, () => answers('Female')),
      ...Array.from({ length: 3 }, () => answers('Male')),
    ];
    const [job] = voluntaryReport(rows);
    expect(job!.applications).toBe(9);
    expect(job!.questions.gender!.Female).toBeNull();
    expect(job!.questions.gender!.Male).toBeNull();
  });

  it('leaves out the Indigenous-identity question for a job none of whose candidates was asked it (outside AU)', () => {
    const notAsked = (gender: string) => ({
      requisition_id: 'R-IN',
      answers: JSON.stringify({ eeo: { gender }, military: {} }),
    });
    const [asked, elsewhere] = voluntaryReport([
      ...Array.from({ length: 5 }, () => answers('Female', ['No'])),
      ...Array.from({ length: 6 }, () => notAsked('Male')),
      ...Array.from({ length: 5 }, () => notAsked('Female')),
    ]);
    expect(asked!.questions.indigenous!.No).toBeNull();
    expect(Object.keys(elsewhere!.questions)).toEqual(['gender', 'exMilitary', 'reserveForces', 'militarySpouse']);
    expect(elsewhere!.questions.gender!.Male).toBe(6);
  });

  it('hides everything of a job with fewer than five applications', () => {
    const [job] = voluntaryReport(Array.from({ length: 4 }, () => answers('Female')));
    expect(job!.applications).toBeNull();
    expect(Object.values(job!.questions.gender!)).toEqual([null, null, null, null, null, null]);
  });
});

describe("the report's job titles", () => {
  it('names each job as its applications recorded it, in the order of those names, an unknown one by its id', () => {
    const report = voluntaryReport(
      ['zeta-job', 'alpha-job', 'gone'].map((id) => ({ requisition_id: id, answers: '{}' })),
    );
    const titled = withJobTitles(report, [
      { id: 'zeta-job', title: 'Accountant' },
      { id: 'alpha-job', title: 'Welder' },
    ]);
    expect(titled.map((job) => [job.jobId, job.title])).toEqual([
      ['zeta-job', 'Accountant'],
      ['gone', 'gone'],
      ['alpha-job', 'Welder'],
    ]);
  });
});
