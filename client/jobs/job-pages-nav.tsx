import { Link } from 'react-router';
import type { JobPagination } from '../../shared/job-listing';
import { type JobQuery, jobQueryParams } from '../../shared/job-query';

/** The link to page `page` of the same query (page 1 without the parameter). */
export function jobsPageHref(pathname: string, query: JobQuery, page: number): string {
  const params = jobQueryParams({ ...query, page });
  return params.size ? `${pathname}?${params}` : pathname;
}

/** Page numbers around the current one, the first and the last: `1 … 4 5 6 … 84`. */
function shownPages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, page - 1, page, page + 1, pageCount].filter((n) => n >= 1 && n <= pageCount));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((n, index) => (index > 0 && n - (pages[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

/**
 * The pages of a long job list: plain links the server renders (they work without JavaScript),
 * Previous and Next marked `rel="prev"`/`rel="next"` for crawlers.
 */
export function JobPagesNav({
  pathname,
  query,
  pagination,
}: {
  pathname: string;
  query: JobQuery;
  pagination: JobPagination;
}) {
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  return (
    <nav className="job-pages" aria-label="Pages of job openings">
      {page > 1 && (
        <Link to={jobsPageHref(pathname, query, page - 1)} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </Link>
      )}
      <ol>
        {shownPages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {n}
                </span>
              ) : (
                <Link to={jobsPageHref(pathname, query, n)}>
                  <span className="visually-hidden">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <Link to={jobsPageHref(pathname, query, page + 1)} rel="next">
          Next<span className="visually-hidden"> page</span>
        </Link>
      )}
    </nav>
  );
}
