import { readdirSync, readFileSync } from 'node:fs';
import { CARD_ERROR_CODES } from '@baraka/contracts/cards/errors';
import { CHEQUE_ERROR_CODES } from '@baraka/contracts/cheques/errors';
import { ERROR_CODES, FORM_KEYS } from '@baraka/contracts/shared/errors';
import { TRADE_EFFECT_ERROR_CODES } from '@baraka/contracts/trade-effects/errors';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

type Bundle = Record<string, Tree>;

/** Every namespace file of a language, by file name (each is loaded on its own by the app). */
function readBundle(language: string): Bundle {
  const folder = new URL(`./${language}/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Tree,
      ]),
  );
}

const fr = readBundle('fr');
const en = readBundle('en');
const ar = readBundle('ar');

type Tree = { [key: string]: string | Tree };

function listKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : listKeys(value, `${prefix}${key}.`),
  );
}

function listPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function readKey(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A plural family ("total_one", "total_other") counts as one key, its "_other" text as reference. */
function listMessageKeys(tree: Tree): string[] {
  return [...new Set(listKeys(tree).map((key) => key.replace(PLURAL_SUFFIX, '')))];
}

function readMessage(tree: Tree, key: string): string | undefined {
  return readKey(tree, key) ?? readKey(tree, `${key}_other`);
}

describe('namespace files', () => {
  it('has one file per namespace the app loads, in each language', () => {
    const files = NAMESPACES.map((namespace) =>
      namespace === 'bulkTransfers' ? 'bulk-transfers' : namespace,
    ).sort();
    for (const bundle of [fr, en, ar]) {
      expect(Object.keys(bundle).sort()).toEqual(files);
    }
  });
});

describe.each(Object.keys(fr))('namespace %s', (namespace) => {
  const source = fr[namespace as keyof typeof fr] as Tree;
  it.each([
    ['en', en],
    ['ar', ar],
  ])('has every French key in %s, with the same placeholders and no empty text', (language, bundle) => {
    const target = bundle[namespace as keyof typeof bundle] as Tree;
    for (const key of listMessageKeys(source)) {
      const text = readMessage(target, key);
      expect(text, `${namespace}:${key}`).toBeTruthy();
      expect(listPlaceholders(text ?? ''), `${namespace}:${key}`).toEqual(
        listPlaceholders(readMessage(source, key) ?? ''),
      );
    }
    expect(listMessageKeys(target).length).toBe(listMessageKeys(source).length);
    // Each plural family has every form the language's grammar asks for (Arabic has six).
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const families = listKeys(target).filter((key) => PLURAL_SUFFIX.test(key));
    for (const family of new Set(families.map((key) => key.replace(PLURAL_SUFFIX, '')))) {
      for (const category of categories) {
        expect(readKey(target, `${family}_${category}`), `${namespace}:${family}_${category}`).toBeTruthy();
      }
    }
  });
});

describe('errors namespace', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ])('translates every error code and form key in %s', (_, bundle) => {
    const errors = bundle.errors as Tree;
    const codes = [
      ...Object.values(ERROR_CODES).map((entry) => entry.code),
      ...Object.values(CARD_ERROR_CODES).map((entry) => entry.code),
      ...Object.values(CHEQUE_ERROR_CODES).map((entry) => entry.code),
      ...Object.values(TRADE_EFFECT_ERROR_CODES).map((entry) => entry.code),
      'COMMON.NO_INTERNET_CONNECTION',
      'COMMON.CONFIRM_LEAVE_PAGE',
      'CHALLENGES.FIP.ALERT_CHANNEL_FIP',
      'CHALLENGES.FIP.FIP_ENROLL.ALERT',
    ];
    for (const code of codes) {
      expect(readKey(errors, code), code).toBeTruthy();
    }
    for (const key of FORM_KEYS) {
      expect(readKey(errors, `form.${key}`), key).toBeTruthy();
    }
  });
});
