/**
 * Gzipped bytes of JavaScript a first visit downloads (the entry and the chunks the page preloads;
 * Firebase on sign-in and axios for the first API call come on demand). React 19 with React Router's
 * framework mode is 104.2 KB of it on its own (the `framework` chunk; issue 15 allowed the home page
 * 118 KB and every other page 12 KB over its budget before the move). These limits sit about 1 KB
 * above the figures measured after the move (BENCHMARKS.md): they stop growth. The bundle budget
 * (tests/integration/bundle-budget.test.ts) counts them from the build; Lighthouse
 * (tests/lighthouse) from what Chromium downloaded.
 */
// Issue 26 put the account into both headers (My applications, Profile, Recruiting, and Login's way
// back through the sign-in path): a chunk both layouts share, 0.7 KB, and return-to's 0.3 KB, which
// the sign-in page already loaded. Measured after it: / 117,713, /joblistings 120,845,
// /joblistings/View 121,162, /blogs 118,818, /carrer/sign-in 119,688; each limit is about 1 KB above.
export const firstVisitBudgets: Record<string, number> = {
  '/': 118_700,
  // The listing's search, pages and filters from the data (issue 16), and the modules every page
  // shares in one chunk (fewer requests before the first paint: Lighthouse): the issue-15 cap of
  // 12 KB over the old budget was 119,500 here, before issue 26's header.
  '/joblistings': 121_800,
  '/joblistings/View': 122_200,
  // The blog's pages load the dates in the company's time zone (TIMEZONE, issue 26's last part):
  // Lighthouse measured 120,222 bytes on /blogs and 119,897 on an article after it.
  '/blogs': 121_000,
  '/carrer/sign-in': 120_700,
  // The wizard's steps also carry the form code and the zod/mini schemas (use-step-form), and since
  // issue 26 the App header's account links (0.7 KB) and sign-in's way back (0.4 KB): 130,105.
  '/carrer/Generalquestions': 131_100,
};

/**
 * The budget of a page: its own, an article's that of the blog list (they share the blog's chunks),
 * or the home page's for the other content pages (culture, benefits, categories, teams).
 */
export const firstVisitBudgetOf = (path: string): number =>
  firstVisitBudgets[path] ?? firstVisitBudgets[path.startsWith('/blog/') ? '/blogs' : '/']!;
