import { buildState } from './build-freshness';

/**
 * Integration, e2e and Lighthouse tests drive the production build, which `npm test` makes first.
 * A build older than the sources would test code that is no longer there, so they refuse to run
 * on one. They do not build it themselves: each project of a vitest run would start a build of
 * its own, each rewriting dist/ under the others' servers.
 */
export default function requireBuild(): void {
  const build = buildState(process.cwd());
  if (build.state === 'missing') {
    throw new Error(
      `No production build in dist/ (${build.output} is missing): run \`npm run build\` before these tests (npm test does).`,
    );
  }
  if (build.state === 'stale') {
    const time = (ms: number) => new Date(ms).toISOString();
    throw new Error(
      `The production build in dist/ (${time(build.builtMs)}) is older than the sources: ${build.newest} changed at ` +
        `${time(build.changedMs)}. Run \`npm run build\` before these tests (npm test does).`,
    );
  }
}
