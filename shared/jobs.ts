/**
 * The original product's 15 openings, served when JOBS_SOURCE is unset. Their dates are only
 * the approximate texts the original showed ("7 days ago"), which cards keep showing; `postedAt`
 * is that age back from one fixed day, 2026-11-22 09:00 UTC (checked by tests/unit/job-search.test.ts),
 * so sorting by either gives the same order, and every process serves the same data (one
 * version for caches, one ETag), rather than dates that move with each start.
 */
import type { Job } from './job';

export type { Job } from './job';

import type { Department, JobType } from './embedded-job-facets';

export { type Department, departments, type JobType, jobTypes } from './embedded-job-facets';

/** One of the embedded openings, as the original listed it. */
interface EmbeddedJob {
  id: string;
  title: string;
  department: Department;
  /** Relative text as the job board shows it, e.g. `7 days ago`. */
  posted: string;
  postedAt: string;
  location: string;
  duration?: '2 to 3 months' | '3 months' | '3 to 6 months';
  stipend: string;
  hours?: 'Full-Time 8 hrs/day' | 'Part-Time 4 hrs/day';
  type: JobType;
  /** Whether the job is done remotely: what the Remote/Onsite filter reads (not the location's wording). */
  remote: boolean;
  /** Path of the opening on the external job board (JOB_BOARD_URL). */
  link: string;
}

const internshipStipend = '₹3,000 - 5,000 /month';

export const jobs: readonly (Job & EmbeddedJob)[] = [
  {
    id: 'digital-marketing-intern',
    title: 'Digital Marketing Intern',
    department: 'Marketing',
    posted: '2 days ago',
    postedAt: '2026-11-20T09:00:00.000Z',
    location: 'Remote',
    duration: '3 months',
    stipend: internshipStipend,
    hours: 'Part-Time 4 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/digital-marketing-intern',
  },
  {
    id: 'social-media-marketing-intern',
    title: 'Social Media Marketing Intern',
    department: 'Marketing',
    posted: '1 week ago',
    postedAt: '2026-11-15T09:00:00.000Z',
    location: 'Mumbai, Maharashtra',
    duration: '2 to 3 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: false,
    link: '/jobs/social-media-marketing-intern',
  },
  {
    id: 'graphic-design-intern',
    title: 'Graphic Design Intern',
    department: 'Designer',
    posted: '5 days ago',
    postedAt: '2026-11-17T09:00:00.000Z',
    location: 'Remote',
    duration: '3 to 6 months',
    stipend: internshipStipend,
    hours: 'Part-Time 4 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/graphic-design-intern',
  },
  {
    id: 'ui-ux-design-intern',
    title: 'UI/UX Design Intern',
    department: 'Designer',
    posted: '3 weeks ago',
    postedAt: '2026-11-01T09:00:00.000Z',
    location: 'Bengaluru, Karnataka',
    duration: '3 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: false,
    link: '/jobs/ui-ux-design-intern',
  },
  {
    id: 'finance-intern',
    title: 'Finance Intern',
    department: 'Other',
    posted: '10 days ago',
    postedAt: '2026-11-12T09:00:00.000Z',
    location: 'Pune, Maharashtra',
    duration: '2 to 3 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: false,
    link: '/jobs/finance-intern',
  },
  {
    id: 'human-resources-intern',
    title: 'Human Resources (HR) Intern',
    department: 'Operations',
    posted: '4 days ago',
    postedAt: '2026-11-18T09:00:00.000Z',
    location: 'Remote',
    duration: '3 months',
    stipend: internshipStipend,
    hours: 'Part-Time 4 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/human-resources-intern',
  },
  {
    id: 'software-development-intern',
    title: 'Software Development Intern',
    department: 'Engineering',
    posted: '1 day ago',
    postedAt: '2026-11-21T09:00:00.000Z',
    location: 'Work from home (Remote)',
    duration: '3 to 6 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/software-development-intern',
  },
  {
    id: 'react-native-development-intern',
    title: 'React Native Development Intern',
    department: 'Engineering',
    posted: '6 hours ago',
    postedAt: '2026-11-22T03:00:00.000Z',
    location: 'Bengaluru, Karnataka',
    duration: '3 to 6 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: false,
    link: '/jobs/react-native-development-intern',
  },
  {
    id: 'web-development-intern',
    title: 'Web Development Intern',
    department: 'Engineering',
    posted: '2 weeks ago',
    postedAt: '2026-11-08T09:00:00.000Z',
    location: 'Remote',
    duration: '3 months',
    stipend: internshipStipend,
    hours: 'Part-Time 4 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/web-development-intern',
  },
  {
    id: 'operations-intern',
    title: 'Operations Intern',
    department: 'Operations',
    posted: '1 month ago',
    postedAt: '2026-10-23T09:00:00.000Z',
    location: 'Hyderabad, Telangana',
    duration: '2 to 3 months',
    stipend: internshipStipend,
    type: 'Internship',
    remote: false,
    link: '/jobs/operations-intern',
  },
  {
    id: 'content-writing-intern',
    title: 'Content Writing Intern',
    department: 'Other',
    posted: 'yesterday',
    postedAt: '2026-11-21T09:00:00.000Z',
    location: 'Remote',
    duration: '2 to 3 months',
    stipend: internshipStipend,
    hours: 'Part-Time 4 hrs/day',
    type: 'Internship',
    remote: true,
    link: '/jobs/content-writing-intern',
  },
  {
    id: 'business-development-intern',
    title: 'Business Development Intern',
    department: 'Management',
    posted: '3 days ago',
    postedAt: '2026-11-19T09:00:00.000Z',
    location: 'New Delhi, Delhi',
    duration: '3 months',
    stipend: internshipStipend,
    hours: 'Full-Time 8 hrs/day',
    type: 'Internship',
    remote: false,
    link: '/jobs/business-development-intern',
  },
  {
    id: 'marketing-head',
    title: 'Marketing Head',
    department: 'Marketing',
    posted: '2 weeks ago',
    postedAt: '2026-11-08T09:00:00.000Z',
    location: 'Mumbai, Maharashtra',
    stipend: '₹4 - 7 lakh /year',
    hours: 'Full-Time 8 hrs/day',
    type: 'Full-Time',
    remote: false,
    link: '/jobs/marketing-head',
  },
  {
    id: 'it-project-manager',
    title: 'IT Project Manager',
    department: 'Management',
    posted: '1 month ago',
    postedAt: '2026-10-23T09:00:00.000Z',
    location: 'Bengaluru, Karnataka',
    stipend: '₹5 - 7 lakh /year',
    hours: 'Full-Time 8 hrs/day',
    type: 'Full-Time',
    remote: false,
    link: '/jobs/it-project-manager',
  },
  {
    id: 'chief-technology-officer',
    title: 'Chief Technology Officer (CTO)',
    department: 'Engineering',
    posted: '3 days ago',
    postedAt: '2026-11-19T09:00:00.000Z',
    location: 'Remote',
    stipend: '₹70,000 - 80,000 /month',
    type: 'Full-Time',
    remote: true,
    link: '/jobs/chief-technology-officer',
  },
];
