import type { Job } from '../../shared/job';
import type { Environment } from '../config';
import { createUpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { feedJobsProvider } from './feed-jobs-provider';
import { SAMPLE_JOB_BOARD_URL } from '../../shared/site';
import { embeddedJobsProvider, type JobsProvider } from './jobs-provider';
import { type JobsService, jobsServiceOf } from './jobs-service';
import { askedHere, type JobQuestionsService, noJobQuestions } from './job-questions-service';
import { JobsUpstreamError } from './jobs-upstream-error';
import { recruiteeBaseUrl } from './recruitee-base-url';

/** A board of 2,000 jobs with their descriptions is some megabytes; larger answers are refused. */
const MAX_FEED_BYTES = 64 * 1024 * 1024;

type JobsConfig = Pick<
  Environment,
  | 'JOBS_SOURCE'
  | 'JOB_BOARD_URL'
  | 'GREENHOUSE_API_URL'
  | 'LEVER_API_URL'
  | 'ASHBY_API_URL'
  | 'RECRUITEE_API_URL'
  | 'SMARTRECRUITERS_API_URL'
  | 'JOBS_CACHE_TTL_MS'
  | 'JOBS_TIMEOUT_MS'
> &
  Partial<Pick<Environment, 'GREENHOUSE_API_KEY' | 'LEVER_API_KEY' | 'ASHBY_API_KEY' | 'SMARTRECRUITERS_API_KEY'>>;

/**
 * With the ATS's API key, its jobs are applied to here (the wizard), and each application is
 * delivered into the ATS (server/ats-delivery): the hosted form's link goes from the jobs, kept
 * aside for a job whose form asks what this site cannot (JobQuestionsService.unaskedFor: Ashby's
 * and SmartRecruiters' forms may; Greenhouse's questions are all asked, Lever's API has none).
 * Without the key, Apply keeps going to the ATS's own form.
 */
function appliedHere() {
  let hostedForms = new Map<string, string>();
  return {
    jobsOf(jobs: Job[]): Job[] {
      const latest = new Map<string, string>();
      const here = jobs.map(({ applyUrl, ...job }) => {
        if (applyUrl) latest.set(job.id.toLowerCase(), applyUrl);
        return job;
      });
      hostedForms = latest;
      return here;
    },
    hostedFormOf: (jobId: string) => hostedForms.get(jobId.toLowerCase()) ?? null,
  };
}

/**
 * The feed's provider, its jobs applied to here when `keyed`; `mayAskElsewhere`: a job's form may
 * require what this site cannot ask, its hosted form kept for it.
 */
function feedProvider(
  options: Parameters<typeof feedJobsProvider>[0],
  keyed: boolean,
  mayAskElsewhere = false,
): JobsProvider {
  if (!keyed) return feedJobsProvider(options);
  const here = appliedHere();
  const provider = feedJobsProvider({
    ...options,
    fetchJobs: async (signal) => here.jobsOf(await options.fetchJobs(signal)),
  });
  return mayAskElsewhere ? { ...provider, hostedFormOf: here.hostedFormOf } : provider;
}

function feedClient(name: string, baseUrl: string, config: JobsConfig, logger: Logger) {
  return createUpstreamClient({
    name,
    baseUrl,
    timeoutMs: config.JOBS_TIMEOUT_MS,
    maxAnswerBytes: MAX_FEED_BYTES,
    logger,
    error: (failure, message) => new JobsUpstreamError(failure, message),
  });
}

// The file and feed readers are imported only when configured: they bring the HTML sanitizer, a
// large module tree that cost the embedded jobs' start about 0.1 s (bench/ssr-throughput.ts's cold start).
/** What the jobs' source tells besides its jobs: a feed's load that failed (the /metrics counter). */
export interface JobsEvents {
  feedLoadFailed?: () => void;
}

async function providerFor(config: JobsConfig, logger: Logger, events: JobsEvents): Promise<JobsProvider> {
  const feedOptions = { ttlMs: config.JOBS_CACHE_TTL_MS, logger, onLoadFailed: events.feedLoadFailed };
  const source = config.JOBS_SOURCE;
  switch (source.kind) {
    case 'embedded':
      return embeddedJobsProvider(config.JOB_BOARD_URL ?? SAMPLE_JOB_BOARD_URL);
    case 'file': {
      const { fileJobsProvider } = await import('./file-jobs-provider');
      return fileJobsProvider(source.path, config.JOB_BOARD_URL ?? SAMPLE_JOB_BOARD_URL, logger);
    }
    case 'greenhouse': {
      const { fetchGreenhouseJobs } = await import('./greenhouse-feed');
      const client = feedClient('Greenhouse', config.GREENHOUSE_API_URL, config, logger);
      const fetchJobs = (signal: AbortSignal) => fetchGreenhouseJobs(client, source.board, signal, logger);
      return feedProvider({ feed: 'greenhouse', fetchJobs, ...feedOptions }, Boolean(config.GREENHOUSE_API_KEY));
    }
    case 'lever': {
      const { fetchLeverJobs } = await import('./lever-feed');
      const client = feedClient('Lever', config.LEVER_API_URL, config, logger);
      const fetchJobs = (signal: AbortSignal) => fetchLeverJobs(client, source.site, signal, logger);
      return feedProvider({ feed: 'lever', fetchJobs, ...feedOptions }, Boolean(config.LEVER_API_KEY));
    }
    case 'ashby': {
      const { fetchAshbyJobs } = await import('./ashby-feed');
      const client = feedClient('Ashby', config.ASHBY_API_URL, config, logger);
      const fetchJobs = (signal: AbortSignal) => fetchAshbyJobs(client, source.board, signal, logger);
      return feedProvider({ feed: 'ashby', fetchJobs, ...feedOptions }, Boolean(config.ASHBY_API_KEY), true);
    }
    case 'recruitee': {
      const { fetchRecruiteeJobs } = await import('./recruitee-feed');
      const baseUrl = recruiteeBaseUrl(source.company, config.RECRUITEE_API_URL);
      const client = feedClient('Recruitee', baseUrl, config, logger);
      return feedJobsProvider({
        feed: 'recruitee',
        fetchJobs: (signal) => fetchRecruiteeJobs(client, signal, logger),
        ...feedOptions,
      });
    }
    case 'smartrecruiters': {
      const { smartRecruitersFeed } = await import('./smartrecruiters-feed');
      const client = feedClient('SmartRecruiters', config.SMARTRECRUITERS_API_URL, config, logger);
      const fetchPostings = smartRecruitersFeed(client, source.company, logger);
      return feedProvider(
        { feed: 'smartrecruiters', fetchJobs: fetchPostings, ...feedOptions },
        Boolean(config.SMARTRECRUITERS_API_KEY),
        true,
      );
    }
  }
}

/**
 * The jobs service of JOBS_SOURCE. A jobs file is read before this resolves: a bad one rejects
 * with a JobsFileError naming the file, the job and the field, which stops the start.
 */
export async function openJobsService(
  config: JobsConfig,
  logger: Logger,
  events: JobsEvents = {},
): Promise<JobsService> {
  return jobsServiceOf(await providerFor(config, logger, events));
}

/**
 * The job questions of JOBS_SOURCE: a Greenhouse board's jobs have their own (asked here when
 * its jobs are applied to here, GREENHOUSE_API_KEY), as do an Ashby job posting's application
 * form (ASHBY_API_KEY), a SmartRecruiters posting's screening questions (SMARTRECRUITERS_API_KEY)
 * and a Recruitee careers site's offers; Lever's API exposes none.
 */
export async function openJobQuestions(config: JobsConfig, logger: Logger): Promise<JobQuestionsService> {
  const source = config.JOBS_SOURCE;
  if (source.kind === 'greenhouse' && config.GREENHOUSE_API_KEY) {
    const [{ fetchGreenhouseQuestions }, { cachedJobQuestions }] = await Promise.all([
      import('./greenhouse-questions'),
      import('./job-questions-service'),
    ]);
    const client = feedClient('Greenhouse', config.GREENHOUSE_API_URL, config, logger);
    return cachedJobQuestions({
      feed: 'greenhouse',
      fetchForm: async (jobId, signal) =>
        askedHere(await fetchGreenhouseQuestions(client, source.board, jobId, signal, logger)),
      ttlMs: config.JOBS_CACHE_TTL_MS,
      logger,
    });
  }
  if (source.kind === 'ashby' && config.ASHBY_API_KEY) {
    const apiKey = config.ASHBY_API_KEY;
    const [{ fetchAshbyForm, ashbyJobForm }, { cachedJobQuestions }] = await Promise.all([
      import('./ashby-form'),
      import('./job-questions-service'),
    ]);
    const client = feedClient('Ashby', config.ASHBY_API_URL, config, logger);
    return cachedJobQuestions({
      feed: 'ashby',
      fetchForm: async (jobId, signal) => ashbyJobForm(await fetchAshbyForm(client, apiKey, jobId, signal, logger)),
      ttlMs: config.JOBS_CACHE_TTL_MS,
      logger,
    });
  }
  if (source.kind === 'smartrecruiters' && config.SMARTRECRUITERS_API_KEY) {
    const apiKey = config.SMARTRECRUITERS_API_KEY;
    const [{ fetchSmartRecruitersForm }, { cachedJobQuestions }] = await Promise.all([
      import('./smartrecruiters-questions'),
      import('./job-questions-service'),
    ]);
    const client = feedClient('SmartRecruiters', config.SMARTRECRUITERS_API_URL, config, logger);
    return cachedJobQuestions({
      feed: 'smartrecruiters',
      fetchForm: (jobId, signal) => fetchSmartRecruitersForm(client, source.company, apiKey, jobId, signal, logger),
      ttlMs: config.JOBS_CACHE_TTL_MS,
      logger,
    });
  }
  if (source.kind === 'recruitee') {
    const [{ fetchRecruiteeQuestions }, { cachedJobQuestions }] = await Promise.all([
      import('./recruitee-questions'),
      import('./job-questions-service'),
    ]);
    const client = feedClient('Recruitee', recruiteeBaseUrl(source.company, config.RECRUITEE_API_URL), config, logger);
    return cachedJobQuestions({
      feed: 'recruitee',
      fetchForm: async (jobId, signal) => askedHere(await fetchRecruiteeQuestions(client, jobId, signal, logger)),
      ttlMs: config.JOBS_CACHE_TTL_MS,
      logger,
    });
  }
  return noJobQuestions;
}
