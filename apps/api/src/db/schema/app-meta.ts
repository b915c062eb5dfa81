/** Small key/value facts about the installation itself (seed marker, optional expiring flags). */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Null means "keep forever"; the hourly purge job deletes rows whose time has passed.
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
