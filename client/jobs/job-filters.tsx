import { useLocation } from 'react-router';
import {
  defaultJobQuery,
  jobFilterFields,
  type JobFacets,
  type JobQuery,
  type LocationFilter,
  MAX_SEARCH_LENGTH,
} from '../../shared/job-query';

const sortLabels = {
  none: 'Sort By',
  newest: 'Newest',
  oldest: 'Oldest',
  'title-asc': 'Title A-Z',
  'title-desc': 'Title Z-A',
};
const locationLabels: Record<LocationFilter, string> = {
  all: 'All',
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'Onsite',
};

/**
 * The filters are a plain GET form: a department button or "Apply filters" submits it and the
 * server renders the filtered list; with the page's script, a change of a select applies it at once
 * (`data-apply-on-change`, client/app/public-page-script.ts). The new page opens at the form
 * (`#job-filters`), not at the top. The options are the data's own (`facets`): the Team select only
 * where the jobs name teams, and the Location's places after its workplaces; the search words
 * go along with every change, and a change starts again at the first page.
 */
export function JobFilters({ query, facets }: { query: JobQuery; facets: JobFacets }) {
  const { pathname } = useLocation();
  return (
    <form
      id="job-filters"
      method="get"
      action={`${pathname}#job-filters`}
      className="job-filters"
      // The controls show the list's filters, never those the browser would restore on Back.
      autoComplete="off"
      data-apply-on-change
      data-field-order={jobFilterFields.join(' ')}
    >
      <div className="department-filter" role="group" aria-labelledby="department-label">
        <span id="department-label" className="filter-label">
          Department
        </span>
        {['All', ...facets.departments].map((department) => (
          <button
            key={department}
            type="submit"
            name="department"
            value={department}
            data-default={defaultJobQuery.department}
            aria-pressed={query.department === department}
          >
            {department}
          </button>
        ))}
      </div>
      <div className="filter-selects">
        <label>
          <span className="filter-label">Search</span>
          {/* Keyed by the applied words, so a search from the navbar shows here once it loads. */}
          <input
            key={query.q ?? ''}
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Title, department or place"
          />
        </label>
        {facets.teams.length > 0 && (
          <label>
            <span className="filter-label">Team</span>
            <select name="team" defaultValue={query.team ?? 'All'} data-default="All">
              {['All', ...facets.teams].map((team) => (
                <option key={team} value={team}>
                  {team}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <span className="filter-label">Job type</span>
          <select name="type" defaultValue={query.type} data-default={defaultJobQuery.type}>
            {['All', ...facets.types].map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="filter-label">Location</span>
          <select name="location" defaultValue={query.location} data-default={defaultJobQuery.location}>
            {facets.locations.map((value) => (
              <option key={value} value={value}>
                {locationLabels[value]}
              </option>
            ))}
            {facets.places.length > 0 && (
              <optgroup label="Places">
                {facets.places.map((place) => (
                  <option key={place} value={place}>
                    {place}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <label>
          <span className="filter-label">Sort</span>
          <select name="sort" defaultValue={query.sort} data-default={defaultJobQuery.sort}>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {/* Keeps the chosen department when the selects are applied. With the page's script every
            change applies at once, but the button stays for a visitor without it. */}
        <button
          type="submit"
          name="department"
          value={query.department}
          className="jobs-apply"
          data-apply
          data-default={defaultJobQuery.department}
        >
          Apply filters
        </button>
      </div>
    </form>
  );
}
