/**
 * The users' profile photos, as the bank re-encoded them (JPEG, square, 256 px): an upload is
 * decoded, checked, resized and encoded again, so what was sent is never kept nor served.
 */
import { customType, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both read as a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

export const profilePhotos = pgTable('profile_photos', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jpeg: bytea().notNull(),
  size: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
