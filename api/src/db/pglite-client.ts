import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * An embedded database with the extensions the migrations create: pg_trgm, whose indexes serve "contains" searches
 * on names. PostgreSQL ships it too, so both run the same SQL. `dataDir` unset keeps the data in memory.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}
