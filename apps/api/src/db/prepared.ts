/**
 * Hot reads prepared once per database handle: Drizzle builds their SQL text once, and PostgreSQL
 * parses them once per connection (a named statement) instead of on every call. A handle that is a
 * transaction gets its own, released with it.
 */
import type { AppDb } from './client.ts';

export function preparedPerDatabase<Prepared>(build: (db: AppDb) => Prepared): (db: AppDb) => Prepared {
  const byDatabase = new WeakMap<AppDb, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** A list of uuids as one PostgreSQL array parameter (`= any($1::uuid[])`), the same text on every driver. */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
