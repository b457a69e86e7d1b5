import type { Migration } from 'kysely';
import type { Dialect } from '../database-schema';
import * as initialSchema from './0001-initial-schema';
import * as applicationStatus from './0002-application-status-and-indexes';
import * as resumeUploader from './0003-resume-uploader';
import * as outbox from './0004-outbox';
import * as recruiterInbox from './0005-recruiter-inbox';
import * as candidateErasure from './0006-candidate-erasure';
import * as trigramSearch from './0007-trigram-search';
import * as draftJob from './0008-draft-job';
import * as applicationJobTitle from './0010-application-job-title';
import * as sqliteTrigramSearch from './0011-sqlite-trigram-search';
import * as applicationAccountEmail from './0012-application-account-email';
import * as cascadingDeletes from './0013-cascading-deletes';
import * as jobAlerts from './0014-job-alerts';
import * as atsDelivery from './0015-ats-delivery';
import * as candidateSources from './0016-candidate-sources';
import * as limitWindows from './0017-limit-windows';
import * as applicationCity from './0018-application-city';
import * as resumeFileNames from './0019-resume-file-names';

/**
 * Every migration, by name; Kysely runs them in the names' order and records each in the
 * table `kysely_migration`. Listed here rather than read from the folder because the server
 * runs as one bundle. A new migration gets the next number and is never edited once released.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial-schema': { up: (db) => initialSchema.up(db, dialect) },
    '0002-application-status-and-indexes': { up: applicationStatus.up },
    '0003-resume-uploader': { up: resumeUploader.up },
    '0004-outbox': { up: (db) => outbox.up(db, dialect) },
    '0005-recruiter-inbox': { up: (db) => recruiterInbox.up(db, dialect) },
    '0006-candidate-erasure': { up: (db) => candidateErasure.up(db, dialect) },
    '0007-trigram-search': { up: (db) => trigramSearch.up(db, dialect) },
    '0008-draft-job': { up: (db) => draftJob.up(db, dialect) },
    '0010-application-job-title': { up: applicationJobTitle.up },
    '0011-sqlite-trigram-search': { up: (db) => sqliteTrigramSearch.up(db, dialect) },
    '0012-application-account-email': { up: applicationAccountEmail.up },
    '0013-cascading-deletes': { up: (db) => cascadingDeletes.up(db, dialect) },
    '0014-job-alerts': { up: (db) => jobAlerts.up(db, dialect) },
    '0015-ats-delivery': { up: (db) => atsDelivery.up(db, dialect) },
    '0016-candidate-sources': { up: candidateSources.up },
    '0017-limit-windows': { up: (db) => limitWindows.up(db, dialect) },
    '0018-application-city': { up: (db) => applicationCity.up(db, dialect) },
    '0019-resume-file-names': { up: resumeFileNames.up },
  };
}
