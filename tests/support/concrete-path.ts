import { sampleArticles } from '../../server/blog/sample-articles';
import { jobs } from '../../shared/jobs';

/** A blog article and a job that the default server (embedded data) shows. */
export const sampleArticle = sampleArticles[1]!;
export const sampleJob = jobs[0]!;

/** A screen's path with its parameters filled in: one of the sample articles, one of the embedded jobs. */
export function concretePath(path: string, article = sampleArticle): string {
  return path.replace(':id', article._id).replace(':jobId', sampleJob.id);
}
