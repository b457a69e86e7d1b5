// `npm run crafted-pdfs`: writes the crafted resumes of tests/support/crafted-pdfs.ts into
// tests/fixtures/crafted-pdfs/, where tests/unit/resume-pdf-judge.test.ts checks they are still equal.
import { mkdirSync, writeFileSync } from 'node:fs';
import { craftedPdfs } from '../tests/support/crafted-pdfs';

const folder = 'tests/fixtures/crafted-pdfs';
mkdirSync(folder, { recursive: true });
for (const [name, make] of Object.entries(craftedPdfs)) writeFileSync(`${folder}/${name}.pdf`, make());
console.log(`wrote ${Object.keys(craftedPdfs).length} files into ${folder}`);
