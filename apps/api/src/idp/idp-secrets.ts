/**
 * The embedded provider's signing keys and cookie keys: from configuration when given, otherwise
 * generated on the first start and kept in the database, so tokens and cookies survive restarts and
 * every replica signs with the same keys.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { getMeta } from '../db/app-meta.queries.ts';
import type { AppDb } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import type { IdentityConfig } from '../identity-config.ts';

const JWKS_KEY = 'idp.jwks';
const COOKIE_KEYS_KEY = 'idp.cookie-keys';

export type IdpSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

const generateJwks = (): { keys: JWK[] } => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK] };
};

const generateCookieKeys = (): string[] => [randomBytes(32).toString('base64url')];

/** Stores `create()` under `key` unless a value is there already (another replica won), then reads it. */
const readOrCreate = async (db: AppDb, key: string, create: () => string): Promise<string> => {
  const existing = await getMeta(db, key);
  if (existing !== undefined) {
    return existing;
  }
  await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
  const stored = await getMeta(db, key);
  if (stored === undefined) {
    throw new Error(`could not store ${key}`);
  }
  return stored;
};

export const loadIdpSecrets = async (
  db: AppDb,
  identity: Pick<IdentityConfig, 'jwks' | 'cookieKeys'>,
): Promise<IdpSecrets> => {
  const jwks = identity.jwks
    ? { keys: identity.jwks.keys as JWK[] }
    : (JSON.parse(await readOrCreate(db, JWKS_KEY, () => JSON.stringify(generateJwks()))) as { keys: JWK[] });
  const cookieKeys =
    identity.cookieKeys ??
    (JSON.parse(
      await readOrCreate(db, COOKIE_KEYS_KEY, () => JSON.stringify(generateCookieKeys())),
    ) as string[]);
  return { jwks, cookieKeys };
};
