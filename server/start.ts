// The server's entry (dist/server/index.js; `npm run serve`, the container): keeps V8's compiled
// code of the server's modules, then loads them (dynamically: a static import would be compiled
// before the call).
import { keepCompiledCode } from './compile-cache';

keepCompiledCode();
await import('./index');
