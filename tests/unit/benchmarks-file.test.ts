import { describe, expect, it } from 'vitest';
import { render, sectionOf, sectionsOf } from '../../bench/benchmarks-file';

const intro = '# Benchmarks\n\nWhat this file is.';
const output = (title: string, figure: number) =>
  `### ${title} (\`bench/x.ts\`), 2026-11-28\n\nMachine: 2 cores.\n\n#### Detail\n\n| figure |\n|---:|\n| ${figure} |\n`;

describe('BENCHMARKS.md as sections', () => {
  it('puts a measure’s headings one level up and says how to run it again', () => {
    expect(sectionOf('memory', output('Memory', 3))).toBe(
      '## Memory (`bench/x.ts`), 2026-11-28\n\nMachine: 2 cores.\n\n### Detail\n\n| figure |\n|---:|\n| 3 |\n\nRun again: `npm run bench -- memory`.',
    );
  });

  it('keeps the sections of measures not run and replaces the one run, in the given order', () => {
    const before = render(
      intro,
      ['memory', 'blog-proxy'],
      new Map([
        ['memory', sectionOf('memory', output('Memory', 3))],
        ['blog-proxy', sectionOf('blog-proxy', output('Blog proxy', 7))],
      ]),
    );
    const sections = sectionsOf(before);
    expect([...sections.keys()]).toEqual(['memory', 'blog-proxy']);
    sections.set('blog-proxy', sectionOf('blog-proxy', output('Blog proxy', 9)));
    const after = render(intro, ['site-folder', 'memory', 'blog-proxy'], sections);
    expect(after.startsWith(`${intro}\n\n<!-- bench:memory -->\n## Memory`)).toBe(true);
    expect(after).toContain('| 3 |');
    expect(after).toContain('| 9 |');
    expect(after).not.toContain('| 7 |');
    expect(sectionsOf(after)).toEqual(sections);
  });

  it('reads a file without markers as no sections', () => {
    expect(sectionsOf('# Benchmarks\n\n## An old entry, by hand\n').size).toBe(0);
  });
});
