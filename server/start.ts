// The server's entry (dist/server/index.js; `npm run serve`, the container): keeps V8's compiled
// code of the server's modules, then loads them.
import module from 'node:module';

// From Node 22.1, `module.enableCompileCache()` keeps the compiled code of every module loaded
// after it, in NODE_COMPILE_CACHE's folder or else one in the system's temporary folder (each
// entry is checked against its file's content and Node's version, so a new build is compiled
// afresh). A restart then skips most of compiling the server's 4 MB of JavaScript, about a
// sixth of a start (docs/architecture.md, Performance). Node 20 has no such API: there this does nothing.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// Imported after the call rather than at the top: a static import is compiled before any line of
// this module runs.
await import('./index');
