import { afterAll } from 'vitest';
import { closeTestApps } from './test-app';

// Every app a test file created releases its database and Firebase app when the file is done.
afterAll(closeTestApps);
