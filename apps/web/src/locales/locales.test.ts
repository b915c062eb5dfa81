import { ERROR_CODES, FORM_KEYS } from '@baraka/contracts/shared/errors';
import { describe, expect, it } from 'vitest';
import ar from './ar/index';
import en from './en/index';
import fr from './fr/index';

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

/** French's elided form ("Relevé d’{{month}}", lib/elision.ts) is a variant of its key, as plurals are. */
const ELISION_SUFFIX = /_elided$/;

/** A plural family ("total_one", "total_other") counts as one key, its "_other" text as reference. */
function listMessageKeys(tree: Tree): string[] {
  return [
    ...new Set(listKeys(tree).map((key) => key.replace(ELISION_SUFFIX, '').replace(PLURAL_SUFFIX, ''))),
  ];
}

function readMessage(tree: Tree, key: string): string | undefined {
  return readKey(tree, key) ?? readKey(tree, `${key}_other`);
}

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
