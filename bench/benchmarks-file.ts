/**
 * BENCHMARKS.md as sections, one per measure, each after a marker naming its bench/NAME.ts; what
 * comes before the first marker is the file's introduction, which `render` writes anew.
 */
const marker = (name: string) => `<!-- bench:${name} -->`;

/** The sections of the file's text, by measure. */
export function sectionsOf(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = text.split(/^<!-- bench:([\w-]+) -->\n/m);
  for (let index = 1; index < parts.length; index += 2) sections.set(parts[index]!, parts[index + 1]!.trim());
  return sections;
}

/** A measure's output as a section: its headings one level up, then how to run it again. */
export const sectionOf = (name: string, output: string) =>
  `${output.trim().replace(/^#(#+) /gm, '$1 ')}\n\nRun again: \`npm run bench -- ${name}\`.`;

/** The file: the introduction, then the sections in `order` (a measure without one is left out). */
export function render(intro: string, order: readonly string[], sections: ReadonlyMap<string, string>): string {
  const body = order.flatMap((name) => {
    const section = sections.get(name);
    return section ? [`${marker(name)}\n${section}\n`] : [];
  });
  return `${intro.trim()}\n\n${body.join('\n')}`;
}
