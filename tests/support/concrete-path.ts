import { seedArticles } from './seed-articles';
import { jobs } from '../../shared/jobs';

/** A blog article and a job that the default server (the seed folder, the embedded jobs) shows. */
export const sampleArticle = (await seedArticles())[1]!;
export const sampleJob = jobs[0]!;

/** A screen's path with its parameters filled in: one of the seed's articles, one of the embedded jobs. */
export function concretePath(path: string, article = sampleArticle): string {
  return path.replace(':id', article._id).replace(':jobId', sampleJob.id);
}
