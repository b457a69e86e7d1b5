/** Counts of one question's answers; `null` where the group is too small to show. */
export type AnswerCounts = Record<string, number | null>;

/** One job's equal-opportunity and military answers, as counts only (server/recruiter/voluntary-report.ts). */
export interface JobVoluntaryReport {
  jobId: string;
  /** How many applications answered the voluntary steps; null when fewer than the smallest group. */
  applications: number | null;
  questions: Record<string, AnswerCounts>;
}
