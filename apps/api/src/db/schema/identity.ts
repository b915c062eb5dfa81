/** Bank customers, the people who sign in for them, and their sessions. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A customer of the bank (a person or a company) as the core system knows it. */
export const bankCustomers = pgTable(
  'bank_customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerNumber: text().notNull(),
    /** INDIVIDUAL or COMPANY. */
    kind: text().notNull(),
    name: text().notNull(),
    segmentCode: text().notNull(),
    segmentName: text().notNull(),
    /** start, youth, premium or business: the colour theme (spec §1). */
    universe: text().notNull(),
    /** ACTIVE or BLOCKED. */
    status: text().notNull().default('ACTIVE'),
    /** BASIC or BASIC_PLUS (spec §1 subscription packs). */
    pack: text().notNull(),
    branchName: text().notNull(),
    bankName: text().notNull(),
    cin: text(),
    dateOfBirth: date({ mode: 'string' }),
    phoneNumber: text(),
    email: text(),
    /** An account of the customer (RIB, 20 digits): online registration checks it (spec §2). */
    rib: text(),
    /** Services the bank enabled on this contract beyond the pack (spec §6), e.g. INTERNATIONAL_TRANSFER. */
    contractServices: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_customers_customer_number_key').on(table.customerNumber),
    index('bank_customers_cin_idx').on(table.cin),
  ],
);

/** Someone who signs in: a customer's own login, or a user a company gave access to. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always lower case. */
    username: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    /** False for a user a company's account holder gave limited rights to. */
    isHolder: boolean().notNull().default(true),
    firstName: text().notNull(),
    lastName: text().notNull(),
    fullNameAr: text(),
    fullNameEn: text(),
    email: text(),
    phoneNumber: text(),
    officePhoneNumber: text(),
    homePhoneNumber: text(),
    cin: text(),
    dateOfBirth: date({ mode: 'string' }),
    gender: text(),
    nationality: text(),
    language: text().notNull().default('fr'),
    countryCode: text(),
    countryName: text(),
    fullAddress: text(),
    postCode: text(),
    photoUri: text(),
    favouriteRib: text(),
    /** ACTIVE or INACTIVE. */
    status: text().notNull().default('ACTIVE'),
    removed: boolean().notNull().default(false),
    extendedAttributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** scrypt$N$r$p$salt$hash, see password-hash.ts. */
    passwordHash: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** First access (spec §1): the password handed out by the bank must be changed. */
    mustChangePassword: boolean().notNull().default(false),
    /** Version of the terms and conditions last accepted; null before the first acceptance. */
    termsVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Consecutive failed sign-in or code attempts since the last success. */
    failedAttempts: integer().notNull().default(0),
    /** How many times the account was locked in a row; each lock lasts longer. */
    lockouts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** SEQ-406 / SEQ-404: the chosen question and the hash of its normalized answer. */
    securityQuestion: text(),
    securityAnswerHash: text(),
    lastConnexionDate: timestamp({ withTimezone: true }),
    /** The read-only sandbox customer of demo mode. */
    isDemo: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    index('users_customer_id_idx').on(table.customerId),
  ],
);

/** A signed-in session: only the SHA-256 of its token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MOB or WEB. */
    channel: text().notNull(),
    deviceId: text(),
    isDemo: boolean().notNull().default(false),
    /** Kept to end the provider's own session at logout (id_token_hint). */
    idToken: text(),
    createdAt: createdAt(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull(),
    /** The absolute limit; idle expiry is computed from lastActivityAt. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Each failed password, code or answer, kept an hour for the 100-an-hour cap. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** password, otp or answer. */
    factor: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('auth_failures_user_at_idx').on(table.userId, table.at)],
);

/** The devices a user signs in from (spec §3 Devices), from the Device header. */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    deviceType: text().notNull(),
    os: text().notNull(),
    osVersion: text().notNull(),
    appVersion: text().notNull(),
    /** MOB or WEB. */
    platform: text().notNull(),
    /** ACTIVE or INACTIVE. */
    status: text().notNull().default('ACTIVE'),
    /** May confirm operations (spec "makeTransactional"). */
    transactional: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastModifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastConnexionAt: timestamp({ withTimezone: true }),
    /**
     * Where the last sign-in came from, approximately: an ISO 3166 country code, LOCAL for a private
     * or loopback address, null when unknown. The address itself is not kept.
     */
    lastPlace: text(),
  },
  (table) => [uniqueIndex('user_devices_user_device_key').on(table.userId, table.deviceId)],
);

/** What a company's account holder allowed one of its users to do (spec §1, §6). */
export const userRights = pgTable(
  'user_rights',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text().notNull(),
    process: text().notNull(),
    /** The channels (MOB, WEB) the user may use it on; the holder's own grants bound them too. */
    channels: text().array().notNull().default(sql`'{MOB,WEB}'::text[]`),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_rights_user_service_process_key').on(table.userId, table.service, table.process),
    check(
      'user_rights_channels_check',
      sql`cardinality(${table.channels}) > 0 and ${table.channels} <@ array['MOB', 'WEB']::text[]`,
    ),
  ],
);

/** Passkeys ("fingerprint", spec §4 FIP.600/601): a WebAuthn credential registered on one device. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Device header's deviceId it was registered from. */
    deviceId: text(),
    credentialId: text().notNull(),
    /**
     * `passkey` (WebAuthn, in browsers) or `device-key` (the mobile app's ECDSA P-256 key, kept in
     * the Keychain / Keystore behind the biometric prompt, usable only from its device).
     */
    kind: text().notNull().default('passkey'),
    /** COSE public key (passkey) or SPKI DER (device key), base64url. */
    publicKey: text().notNull(),
    counter: integer().notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_key').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
    check('passkeys_kind_check', sql`${table.kind} in ('passkey', 'device-key')`),
    check(
      'passkeys_device_key_device_check',
      sql`${table.kind} = 'passkey' or ${table.deviceId} is not null`,
    ),
  ],
);

/**
 * What a company's account holder changed for its users (spec §1 delegation): who, what, when. Written
 * in the transaction that makes the change; never edited.
 */
export const companyUserChanges = pgTable(
  'company_user_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    actorUserId: uuid()
      .notNull()
      .references(() => users.id),
    targetUserId: uuid()
      .notNull()
      .references(() => users.id),
    /** INVITE, RIGHTS, ACCOUNTS, SUSPEND, REACTIVATE or REVOKE. */
    action: text().notNull(),
    /** The rights after a RIGHTS change. */
    rights: jsonb().$type<{ service: string; process: string }[]>(),
    /** The accounts the user may see after an ACCOUNTS change. */
    accountIds: jsonb().$type<string[]>(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('company_user_changes_customer_at_idx').on(table.customerId, table.at),
    check(
      'company_user_changes_action_check',
      sql`${table.action} in ('INVITE', 'RIGHTS', 'ACCOUNTS', 'SUSPEND', 'REACTIVATE', 'REVOKE')`,
    ),
  ],
);
