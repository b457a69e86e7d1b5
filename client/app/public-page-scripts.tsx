import { LAST_VISITED_PATH_KEY } from '../../shared/route-paths';
import { PAGE_ADDRESS_MARK } from '../site/share-links';
import { publicPageScript } from './public-page-script';

const REFOCUS_KEY = 'refocusAfterApply';

/**
 * Speculation Rules: Chromium fetches a same-site page the visitor is about to open (the pointer
 * rests on its link, or presses it: "moderate"), so the click is answered from memory. Links only,
 * never forms; never the API, signing out or a download.
 */
const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/sign-out', '/alerts/*'] } },
          { not: { selector_matches: '[download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

// Only the server renders these scripts (a page that hydrates never does, client/root.tsx): in the
// browser's build `import.meta.env.SSR` is false, which leaves the script's code and the rules out
// of the root chunk the hydrating pages download.
const scriptText = import.meta.env.SSR
  ? `(${publicPageScript.toString()})(${[LAST_VISITED_PATH_KEY, REFOCUS_KEY, PAGE_ADDRESS_MARK].map((value) => JSON.stringify(value)).join(',')})`
  : '';
const rulesText = import.meta.env.SSR ? JSON.stringify(speculationRules) : '';

/** The scripts of a page that does not hydrate, in place of React Router's (client/root.tsx). */
export function PublicPageScripts({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptText }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: rulesText }} />
    </>
  );
}
