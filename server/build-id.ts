// The build's own id, written into the server bundle by vite.server.config.ts (`define`): what a
// cache of work done by an earlier start must match. Undefined when the server runs from its
// sources (tests, `npm run dev`), where nothing is cached between starts.
declare const __SERVER_BUILD_ID__: string | undefined;

export const serverBuildId: string | undefined =
  typeof __SERVER_BUILD_ID__ === 'string' ? __SERVER_BUILD_ID__ : undefined;
