import type { Draft, SubmittedApplication } from '../shared/application/draft';
import type { Article } from '../shared/article';
import type { DataSource } from '../shared/data-source';
import type { JobListing } from '../shared/job-listing';
import type { SessionUser } from '../shared/session-user';
import type { SiteSettings } from '../shared/site';

// The API client (axios, about 21 KB gzip) is imported on the first data request rather than
// with the entry: the first page comes rendered with its data, so it never needs the client.
const apiClient = () => import('./api-client');

export const browserDataSource: DataSource = {
  getSite: async () => (await (await apiClient()).getJson<{ data: SiteSettings }>('/api/site')).data,
  getSessionUser: async () => (await (await apiClient()).getJson<{ user: SessionUser | null }>('/api/me')).user,
  getApplication: async () => {
    const answer = await (
      await apiClient()
    ).getJson<{ data: Draft; meta: { submitted: SubmittedApplication | null } }>('/api/application/draft');
    return { draft: answer.data, submitted: answer.meta.submitted };
  },
  listJobs: async (query) => (await apiClient()).getJson<JobListing>('/api/jobs', query),
  listArticles: async () => (await (await apiClient()).getJson<{ data: Article[] }>('/admin/All/blogs')).data,
  getArticle: async (id) =>
    (await (await apiClient()).getJsonOrNull<{ data: Article }>(`/admin/blog/getSingleBlog/${encodeURIComponent(id)}`))
      ?.data ?? null,
};
