import { generatePath } from 'react-router';
import type { InboxFilters } from '../../shared/recruiter/recruiter-context';
import { pathOf } from '../../shared/route-paths';

const filterNames = ['job', 'status', 'q', 'source', 'from', 'to', 'delivery'] as const;

/** The query of the inbox with these filters, unset ones left out and page 1 implied. */
export function inboxQuery(filters: Partial<InboxFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/** The inbox at these filters. */
export const inboxPath = (filters: Partial<InboxFilters>) => withQuery(pathOf('recruiterInbox'), inboxQuery(filters));

/** The CSV export of every application these filters match (all pages). */
export const csvPath = (filters: Partial<InboxFilters>) =>
  withQuery('/api/recruiter/applications.csv', inboxQuery({ ...filters, page: 1 }));

/** One application's page. */
export const applicationPath = (id: string) => generatePath(pathOf('recruiterApplication'), { id });

/** The resume of an application, as the recruiters' API serves it (a PDF download). */
export const resumePath = (id: string) => `/api/recruiter/applications/${encodeURIComponent(id)}/resume`;
