/**
 * A company's own jobs file, as an operator writes one: departments (one spelt in two cases),
 * teams, offices in several cities, remote jobs, a job without a team and one that has closed.
 * Its open jobs' departments, teams and places are spelt out below, for the tests of the cards
 * and the Location filter that are made of them.
 */
const job = (
  fields: { id: string; title: string; department: string; location: string } & Record<string, unknown>,
) => ({
  type: 'Full-Time',
  remote: false,
  stipend: '',
  postedAt: '2026-11-20',
  description: '<p>Join us.</p>',
  ...fields,
});

export const companyJobs = [
  job({
    id: 'backend-engineer',
    title: 'Backend Engineer',
    department: 'Engineering',
    team: 'Backend',
    location: 'Pune, Maharashtra',
  }),
  job({
    id: 'platform-engineer',
    title: 'Platform Engineer',
    department: 'Engineering',
    team: 'Platform',
    location: 'Bengaluru, Karnataka; Pune, Maharashtra',
  }),
  job({
    id: 'frontend-engineer',
    title: 'Frontend Engineer',
    department: 'engineering',
    team: 'Frontend',
    location: 'Remote (India)',
    remote: true,
  }),
  job({
    id: 'data-analyst',
    title: 'Data Analyst',
    department: 'Data',
    team: 'Analytics',
    location: 'Mumbai, Maharashtra',
  }),
  job({
    id: 'night-pharmacist',
    title: 'Night Pharmacist',
    department: 'Pharmacy',
    team: 'Night shift',
    location: 'Pune, Maharashtra',
  }),
  job({
    id: 'pharmacy-assistant',
    title: 'Pharmacy Assistant',
    department: 'Pharmacy',
    team: 'Night shift',
    location: 'Nagpur, Maharashtra',
    type: 'Part-Time',
  }),
  job({ id: 'store-manager', title: 'Store Manager', department: 'Retail', location: 'Hyderabad, Telangana' }),
  job({
    id: 'recruiter',
    title: 'Recruiter',
    department: 'People',
    team: 'Talent',
    location: 'Remote; Mumbai, Maharashtra',
    remote: true,
  }),
  // Closed: its department, team and city have no open job.
  job({
    id: 'compliance-officer',
    title: 'Compliance Officer',
    department: 'Legal',
    team: 'Compliance',
    location: 'Delhi',
    validThrough: '2020-01-31',
  }),
];

/** The open jobs' departments, with how many open jobs each has, by name. */
export const companyDepartments = { Data: 1, Engineering: 3, People: 1, Pharmacy: 2, Retail: 1 };

/** The open jobs' teams, with how many open jobs each has, by name. */
export const companyTeams = { Analytics: 1, Backend: 1, Frontend: 1, 'Night shift': 2, Platform: 1, Talent: 1 };

/** The cities of the open jobs (the remote jobs' "Remote" and "Remote (India)" are none). */
export const companyPlaces = ['Bengaluru', 'Hyderabad', 'Mumbai', 'Nagpur', 'Pune'];

/** How many of its jobs are open. */
export const COMPANY_OPEN_JOBS = 8;
