// `npm run docs:config`: writes docs/configuration.md from the configuration's schema.
import { writeFileSync } from 'node:fs';
import { configReference } from '../server/config-reference';

writeFileSync('docs/configuration.md', configReference());
console.log('wrote docs/configuration.md');
