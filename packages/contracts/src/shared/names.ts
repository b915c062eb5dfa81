/**
 * The plain values every side shares (languages, channels, header names, the app's version, feature
 * keys), without their schemas: the web app's first download reads them without zod. common.ts and
 * features.ts build the schemas from them and export both.
 */
export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export const DEFAULT_LANGUAGE = 'fr';

export const CHANNELS = ['MOB', 'WEB'] as const;

export const HEADER_NAMES = {
  device: 'device',
  channel: 'channel',
  language: 'language',
  authorization: 'authorization',
} as const;

export const APP_VERSION = '1.10.15';

/** Feature keys of spec §2: the feature-availability guard and the API both speak these names. */
export const FEATURE_KEYS = [
  'ACCOUNTS',
  'BENEFICIARIES',
  'TRANSFER',
  'LOAN',
  'CARDS',
  'CHEQUE_BOOK',
  'TRADE',
  'PROFILE',
  'DEVICES',
] as const;
