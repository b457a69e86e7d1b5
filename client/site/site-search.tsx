import { useLocation } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../shared/job-query';
import { pathOf, screenPaths } from '../../shared/route-paths';
import { CloseIcon, SearchIcon } from './icons';

const listingPaths = new Set<string>(screenPaths.jobListings.map((path) => path.toLowerCase()));
const keptFilters = ['department', 'team', 'type', 'location', 'sort'] as const;

/**
 * The search icon of the navigation bar: it opens a search box (a popover, its text box focused)
 * whose close control clears it, as in the original, and Enter searches the job openings
 * (`/joblistings?q=`), a GET form. On the openings page, the filters chosen there are kept.
 */
export function SiteSearch() {
  const location = useLocation();
  const onListing = listingPaths.has(location.pathname.toLowerCase());
  // The filters of the list being looked at go along (the server checks them); the page starts over.
  const current = new URLSearchParams(onListing ? location.search : '');
  const kept = keptFilters.flatMap((name) => {
    const value = current.get(name);
    return value ? [[name, value] as const] : [];
  });

  return (
    <div className="site-search">
      <button
        type="button"
        className="icon-button search-toggle"
        aria-label="Search"
        popoverTarget="site-search"
        aria-controls="site-search"
      >
        <SearchIcon />
      </button>
      <form
        id="site-search"
        popover="auto"
        method="get"
        action={onListing ? location.pathname : pathOf('jobListings')}
        className="site-search-panel"
        role="search"
      >
        <label htmlFor="site-search-input" className="visually-hidden">
          Search jobs
        </label>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          id="site-search-input"
          type="search"
          name="q"
          placeholder="Search jobs"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          // A popover's autofocus: focused when the box opens, never when the page loads.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <button type="submit" className="icon-button" aria-label="Find jobs">
          <SearchIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Close search"
          popoverTarget="site-search"
          popoverTargetAction="hide"
        >
          <CloseIcon />
        </button>
      </form>
    </div>
  );
}
