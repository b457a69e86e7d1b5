// `npm run site-reference`: writes docs/site-folder.md from the site folder's schemas.
import { writeFileSync } from 'node:fs';
import { siteReference } from '../server/site/site-reference';

writeFileSync('docs/site-folder.md', siteReference());
console.log('wrote docs/site-folder.md');
