import { useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../shared/job-query';
import { pathOf, screenPaths } from '../../shared/route-paths';
import { CloseIcon, SearchIcon } from './icons';
import { usePopup } from './use-popup';

const listingPaths = new Set<string>(screenPaths.jobListings.map((path) => path.toLowerCase()));
const keptFilters = ['department', 'type', 'location', 'sort'] as const;

/**
 * The search icon of the navigation bar: it opens a text box whose close control clears it, as in
 * the original, and Enter searches the job openings (`/joblistings?q=`). It is a GET form, so it
 * works without JavaScript too. On the openings page, the filters chosen there are kept.
 */
export function SiteSearch() {
  const [text, setText] = useState('');
  const search = usePopup<HTMLFormElement>({ panelId: 'site-search', onClose: () => setText('') });
  const inputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const onListing = listingPaths.has(location.pathname.toLowerCase());
  // The filters of the list being looked at go along (the server checks them); the page starts over.
  const current = new URLSearchParams(onListing ? location.search : '');
  const kept = keptFilters.flatMap((name) => {
    const value = current.get(name);
    return value ? [[name, value] as const] : [];
  });

  useEffect(() => {
    if (search.open) inputRef.current?.focus();
  }, [search.open]);

  return (
    <div className="site-search">
      <button className="icon-button search-toggle" aria-label="Search" {...search.toggleProps}>
        <SearchIcon />
      </button>
      <Form
        method="get"
        action={onListing ? location.pathname : pathOf('jobListings')}
        className={`site-search-panel popup${search.open ? ' is-open' : ''}`}
        role="search"
        onSubmit={() => search.closeAndFocusToggle()}
        {...search.panelProps}
      >
        <label htmlFor="site-search-input" className="visually-hidden">
          Search jobs
        </label>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          ref={inputRef}
          id="site-search-input"
          type="search"
          name="q"
          placeholder="Search jobs"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="icon-button" aria-label="Find jobs">
          <SearchIcon />
        </button>
        <button type="button" className="icon-button" aria-label="Close search" onClick={search.closeAndFocusToggle}>
          <CloseIcon />
        </button>
      </Form>
    </div>
  );
}
