import { readFileSync } from 'node:fs';

export const dockerfile = readFileSync('Dockerfile', 'utf8');

/** The text of one build stage of the Dockerfile, from `AS name` to the next `FROM`. */
export function dockerfileStage(name: string): string {
  const start = dockerfile.indexOf(`AS ${name}\n`);
  const end = dockerfile.indexOf('\nFROM ', start);
  return dockerfile.slice(start, end === -1 ? undefined : end);
}

/**
 * The environment the image runs the server with (the runtime stage's `ENV` lines, KEY=value
 * pairs without spaces): tests and benchmarks that stand in for the container apply it too.
 */
export function containerEnv(): Record<string, string> {
  const pairs = [...dockerfileStage('runtime').matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]!.split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}
