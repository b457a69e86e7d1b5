import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobListing } from '../../shared/job-listing';
import { jobs } from '../../shared/jobs';
import { createTestApp } from '../support/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp());
});

const listing = async (search: string) => (await request(app).get(`/api/jobs${search}`).expect(200)).body as JobListing;

describe('GET /api/jobs: search and pages (embedded jobs)', () => {
  it('searches titles, departments and locations with q, with the other filters', async () => {
    expect((await listing('?q=intern')).data).toHaveLength(12);
    expect((await listing('?q=bengaluru')).data.map((job) => job.id)).toEqual([
      'ui-ux-design-intern',
      'react-native-development-intern',
      'it-project-manager',
    ]);
    expect((await listing('?q=development&location=remote')).data).toHaveLength(2);
    expect((await listing('?q=engineering+head')).data).toEqual([]);
  });

  it('says which page it answers, and the query as applied', async () => {
    const { pagination, meta, facets } = await listing('?q=%20Marketing%20&page=4');
    expect(pagination).toEqual({ page: 1, pageSize: 24, pageCount: 1, matching: 3 });
    expect(meta).toEqual({
      total: 15,
      query: { department: 'All', type: 'All', location: 'all', sort: 'none', q: 'Marketing' },
    });
    expect(facets?.departments).toEqual(['Marketing', 'Other', 'Designer', 'Operations', 'Engineering', 'Management']);
  });

  it('gives every job with its date, and the embedded jobs their original text', async () => {
    const listed = (await listing('')).data;
    expect(listed.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
    for (const job of listed) {
      expect(Number.isNaN(Date.parse(job.postedAt))).toBe(false);
      expect(job.posted).toBe(jobs.find((embedded) => embedded.id === job.id)!.posted);
    }
  });
});

describe('GET /api/jobs/:jobId', () => {
  it('answers one job, linked to the job board', async () => {
    const response = await request(app).get('/api/jobs/marketing-head').expect(200);
    expect(response.body.data).toMatchObject({
      id: 'marketing-head',
      title: 'Marketing Head',
      link: 'https://jobs.medinest.example/jobs/marketing-head',
    });
  });

  it('matches the id without case, as paths are', async () => {
    await request(app).get('/api/jobs/Marketing-Head').expect(200);
  });

  it.each(['nope', 'View', '..%2F..%2Fetc', 'x'.repeat(200)])('answers 404 in the error shape for %s', async (id) => {
    const response = await request(app).get(`/api/jobs/${id}`).expect(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
