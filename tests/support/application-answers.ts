import { requisition } from '../../shared/application/requisition';
import { paddedPdf } from './one-page-pdf';

/** A complete set of valid answers, step by step, as a candidate would give them. */
export const validAnswers = {
  contact: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    // As stored: E.164 (the server reads a number in its country and keeps it so).
    mobileNo: '+61412345678',
    addressNo1: '1 George Street',
    addressNo2: 'Level 3',
    city: 'Sydney',
    zipCode: '2000',
    country: 'Australia',
    state: 'NSW',
  },
  general: { preferredStartDate: '2027-02-01', relocate: 'Yes', howHeard: 'LinkedIn' },
  education: {
    educationLevel: "Bachelor's",
    schoolName: 'University of New South Wales',
    firstMajor: 'Computer Science',
    secondMajor: 'Mathematics',
    minor: '',
    isStudent: 'Yes',
  },
  eligibility: {
    appliedBefore: 'No',
    employedBefore: 'No',
    nonCompete: 'No',
    immigrationSupport: 'No',
    sanctionedCountries: 'No',
    exportControl: 'No',
  },
  resume: { uploadLater: false },
  acknowledge: { confirm: true },
  eeo: { gender: 'Female', indigenous: ['No'] },
  military: { exMilitary: 'No', reserveForces: 'No', militarySpouse: 'I prefer not to answer' },
} as const;

/**
 * A real one-page PDF of `size` bytes (padded with white space), as the upload's check reads it;
 * below about 600 bytes only its start, which the store's tests take.
 */
export function pdfOfSize(size = 1_024): Buffer {
  return paddedPdf('Asha Rao', size);
}

/**
 * An application as the store's `submit` takes it, for store tests: `uid`'s answers above, its id
 * `app-<uid>` unless given, a reference made from that id, submitted now unless said otherwise.
 */
export function storedApplication(
  uid: string,
  options: { id?: string; submittedAt?: number; requisitionId?: string; jobTitle?: string } = {},
) {
  const id = options.id ?? `app-${uid}`;
  const requisitionId = options.requisitionId ?? requisition.id;
  return {
    id,
    reference: `MDN-${id.toUpperCase().slice(-8).padStart(8, 'X')}`,
    uid,
    requisitionId,
    jobTitle: options.jobTitle ?? (requisitionId === requisition.id ? requisition.title : `Title of ${requisitionId}`),
    email: `${uid}@example.com`,
    accountEmail: `${uid}@example.com`,
    firstName: 'Asha',
    lastName: 'Rao',
    answers: validAnswers,
    voluntaryAnswers: { eeo: validAnswers.eeo, military: validAnswers.military },
    submittedAt: options.submittedAt ?? Date.now(),
  };
}
