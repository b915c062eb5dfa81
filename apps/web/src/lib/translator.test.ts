/**
 * Every text of every language, looked up through the app's translator and through i18next (the
 * library the texts were written for, kept for this check) with the same options: counts over every
 * plural form, each written context, placeholders given and missing, namespace prefixes, unknown keys
 * and default values. Any difference in what a person would read fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@baraka/contracts/shared/common';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TranslateOptions, Translator } from './translator';

const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));
const LANGUAGES: Language[] = ['fr', 'en', 'ar'];
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102, 1000];
const namespaceOf = (file: string) => (file === 'bulk-transfers' ? 'bulkTransfers' : file);

type Texts = Record<string, unknown>;

function readBundles(language: Language): Map<string, Texts> {
  const folder = path.join(LOCALES, language);
  const bundles = new Map<string, Texts>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    bundles.set(
      namespaceOf(file.replace(/\.json$/, '')),
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')),
    );
  }
  return bundles;
}

function leafKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Texts, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** A written key's base and the context it names (`status_female_one` → `status`, `female`). */
function splitSuffixes(key: string): { base: string; context?: string } {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const pieces = last.split('_');
  if (pieces.length > 1 && PLURAL_FORMS.includes(pieces.at(-1) ?? '')) {
    pieces.pop();
  }
  const context = pieces.length > 1 ? pieces.pop() : undefined;
  return { base: [...parts, pieces.join('_')].join('.'), ...(context ? { context } : {}) };
}

function placeholdersOf(texts: Texts): string[] {
  return [
    ...new Set(
      [...JSON.stringify(texts).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1] ?? ''),
    ),
  ];
}

function optionSets(
  base: string,
  contexts: readonly string[],
  values: Record<string, string>,
): TranslateOptions[] {
  const sets: TranslateOptions[] = [{}, values, { defaultValue: `default of ${base}` }];
  for (const count of COUNTS) {
    sets.push({ ...values, count });
    for (const context of contexts) {
      sets.push({ ...values, count, context });
    }
  }
  for (const context of [...contexts, 'unwritten']) {
    sets.push({ ...values, context });
  }
  return sets;
}

const reference = i18next.createInstance();
const translators = new Map<Language, Translator>();
const bundlesByLanguage = new Map(LANGUAGES.map((language) => [language, readBundles(language)]));

beforeAll(async () => {
  await reference.init({
    lng: 'fr',
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, Object.fromEntries(bundlesByLanguage.get(language) ?? [])]),
    ),
  });
  for (const language of LANGUAGES) {
    const translator = new Translator(language, 'common');
    for (const [namespace, texts] of bundlesByLanguage.get(language) ?? []) {
      translator.addResourceBundle(language, namespace, texts);
    }
    translators.set(language, translator);
  }
});

describe.each(LANGUAGES)('the translator in %s', (language) => {
  // A guard against a hang, not a speed check: over ten thousand readings per language, on two cores
  // shared with the API and browser suites.
  it('reads every text as i18next does, whatever the count, context and values', {
    timeout: 30_000,
  }, async () => {
    await reference.changeLanguage(language);
    const translator = translators.get(language);
    const differences: string[] = [];
    const compare = (what: string, ours: unknown, theirs: unknown) => {
      if (ours !== theirs) {
        differences.push(`${what}: ${JSON.stringify(ours)} instead of ${JSON.stringify(theirs)}`);
      }
    };
    let compared = 0;
    for (const [namespace, texts] of bundlesByLanguage.get(language) ?? []) {
      const values = Object.fromEntries(placeholdersOf(texts).map((name, index) => [name, `v${index}`]));
      const contexts = new Map<string, Set<string>>();
      for (const key of leafKeys(texts)) {
        const { base, context } = splitSuffixes(key);
        const known = contexts.get(base) ?? new Set<string>();
        if (context) {
          known.add(context);
        }
        contexts.set(base, known);
      }
      for (const [base, known] of contexts) {
        for (const options of optionSets(base, [...known], values)) {
          const withNamespace = { ...options, ns: namespace };
          const what = `${namespace}:${base} ${JSON.stringify(options)}`;
          compare(what, translator?.t(base, withNamespace), reference.t(base, withNamespace));
          compare(
            `exists ${what}`,
            translator?.exists(base, withNamespace),
            reference.exists(base, withNamespace),
          );
          compared += 1;
        }
        compare(
          `${namespace}:${base}`,
          translator?.t(`${namespace}:${base}`),
          reference.t(`${namespace}:${base}`),
        );
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('answers an unknown key, a default value and a list of keys as i18next does', async () => {
    await reference.changeLanguage(language);
    const translator = translators.get(language);
    const cases: [string | string[], TranslateOptions][] = [
      ['no.such.key', {}],
      ['errors:no.such.key', {}],
      ['no.such.key', { defaultValue: 'Plus tard {{when}}', when: 'demain' }],
      ['no.such.key', { ns: ['menu', 'common'] }],
      [['no.such.key', 'actions.reload'], {}],
      [['no.such.key', 'other.missing'], {}],
      ['a:b:c', { nsSeparator: false, ns: 'errors' }],
    ];
    for (const [key, options] of cases) {
      expect(translator?.t(key, options), JSON.stringify(key)).toBe(
        reference.t(key as string, options as never),
      );
    }
  });
});
