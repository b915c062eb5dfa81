/** What the embedded OpenID provider keeps: codes, sessions, grants, interactions (one table, by model). */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idpPayloads = pgTable(
  'idp_payloads',
  {
    id: text().notNull(),
    /** The provider's model name: AuthorizationCode, Session, Grant, Interaction... */
    model: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_payloads_grant_id_idx').on(table.grantId),
    index('idp_payloads_uid_idx').on(table.uid),
    index('idp_payloads_user_code_idx').on(table.userCode),
    index('idp_payloads_expires_at_idx').on(table.expiresAt),
  ],
);
