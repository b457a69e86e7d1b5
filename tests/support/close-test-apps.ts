import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeAppsOfTest, closeTestApps, startTestApps } from './test-app';

// Every app a test created releases its database and Firebase app when the test is done; one a
// file's beforeAll created, when the file is done.
beforeEach(startTestApps);
afterEach(closeAppsOfTest);
afterAll(closeTestApps);
