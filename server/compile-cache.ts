import module from 'node:module';

/**
 * Keeps V8's compiled code of every module loaded after this call, from Node 22.1 on (the
 * container's Node): in NODE_COMPILE_CACHE's folder, or else one in the system's temporary folder.
 * Each entry is checked against its file's content and Node's version, so a new build is compiled
 * afresh. A restart then skips most of compiling what it loads: the server's 4 MB of JavaScript
 * (about a sixth of a start), a resume worker's pdf.js (docs/architecture.md, Performance). Node 20
 * has no such API: there this does nothing. A static import is compiled before any line of its
 * importer runs, so what should be kept is imported dynamically after the call.
 */
export function keepCompiledCode(): void {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}
