import { useEffect, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from './icons';
import { usePopup } from './use-popup';

/**
 * The search icon of the navigation bar. As in the original, it opens a text box whose close control
 * clears it; the text is sent nowhere (there is no form, so Enter submits nothing).
 */
export function SiteSearch() {
  const [text, setText] = useState('');
  const search = usePopup<HTMLDivElement>({ panelId: 'site-search', onClose: () => setText('') });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (search.open) inputRef.current?.focus();
  }, [search.open]);

  return (
    <div className="site-search">
      <button className="icon-button search-toggle" aria-label="Search" {...search.toggleProps}>
        <SearchIcon />
      </button>
      <div className={`site-search-panel popup${search.open ? ' is-open' : ''}`} role="search" {...search.panelProps}>
        <label htmlFor="site-search-input" className="visually-hidden">
          Search jobs and pages
        </label>
        <SearchIcon />
        <input
          ref={inputRef}
          id="site-search-input"
          type="search"
          placeholder="Search jobs and pages"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" className="icon-button" aria-label="Close search" onClick={search.closeAndFocusToggle}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
