import type { z } from 'zod';
import type { answerCountsSchema, jobVoluntaryReportSchema } from '../api/recruiter';

/** Counts of one question's answers; `null` where the group is too small to show. */
export type AnswerCounts = z.infer<typeof answerCountsSchema>;

/** One job's equal-opportunity and military answers, as counts only (server/recruiter/voluntary-report.ts). */
export type JobVoluntaryReport = z.infer<typeof jobVoluntaryReportSchema>;
