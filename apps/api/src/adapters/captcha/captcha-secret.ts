/**
 * The HMAC secret that signs captcha challenges: the configured one, or one generated on first use and
 * kept in app_meta, so challenges issued before a restart (or by another instance) still verify.
 */
import { randomBytes } from 'node:crypto';
import { getMeta } from '../../db/app-meta.queries.ts';
import type { AppDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema/index.ts';
import type { AppDeps } from '../../modules/module.ts';
import type { CaptchaSettings } from './captcha.ts';

const SECRET_META_KEY = 'captcha.hmacSecret';

/** Reads the stored secret, creating it if absent; concurrent first calls all end up with the same one. */
export const loadCaptchaSecret = async (db: AppDb, configured: string | undefined): Promise<string> => {
  if (configured !== undefined) {
    return configured;
  }
  const stored = await getMeta(db, SECRET_META_KEY);
  if (stored !== undefined) {
    return stored;
  }
  await db
    .insert(appMeta)
    .values({ key: SECRET_META_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key });
  const created = await getMeta(db, SECRET_META_KEY);
  if (created === undefined) {
    throw new Error('The captcha secret could not be stored');
  }
  return created;
};

const settingsByConfig = new WeakMap<object, Promise<CaptchaSettings>>();

/** The captcha settings of an app, read once per app configuration and shared by every module that checks a captcha. */
export const getCaptchaSettings = (deps: Pick<AppDeps, 'config' | 'database'>): Promise<CaptchaSettings> => {
  const cached = settingsByConfig.get(deps.config);
  if (cached !== undefined) {
    return cached;
  }
  const loading = loadCaptchaSecret(deps.database.db, deps.config.captchaHmacKey).then((secret) => ({
    secret,
    maxCounter: deps.config.captchaMaxCounter,
  }));
  // A failed read (database down) is not remembered: the next request tries again.
  loading.catch(() => settingsByConfig.delete(deps.config));
  settingsByConfig.set(deps.config, loading);
  return loading;
};
