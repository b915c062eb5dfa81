/**
 * The app's texts: one bundle per language and namespace (`locales/<language>/<area>.json`), looked
 * up by dotted key (`actions.reload`), in a namespace given by the caller, by `ns` or by a prefix
 * (`errors:form.required`). Counts pick a plural form through the language's Intl rules (`_one`,
 * `_few`…, `_zero` for 0 when written), `context` a variant (`_female`), and `{{name}}` takes its
 * value from the options. The rules and their order are i18next's (JSON v4), which the texts were
 * written for: translator.test.ts holds every text of every language against it.
 */
import type { Language } from '@baraka/contracts/shared/common';
import { getDirection } from './language';

export type TranslateOptions = {
  count?: number;
  context?: string;
  defaultValue?: string;
  /** The namespace(s) to look in, in order; the first that has the key answers. */
  ns?: string | readonly string[];
  /** False: a `:` in the key is part of the key, not a namespace prefix. */
  nsSeparator?: false;
  [name: string]: unknown;
};

/** A key, or keys tried in order (the last one is shown when none has a text). */
export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

type Bundle = Record<string, unknown>;
type LanguageListener = (language: Language) => void;

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function readPath(bundle: Bundle | undefined, key: string): unknown {
  let value: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A value the options hold for a placeholder; an unknown one stays as written. */
function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : value === null ? '' : String(value);
  });
}

export class Translator {
  private readonly bundles = new Map<string, Bundle>();
  private readonly languageListeners = new Set<LanguageListener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    public language: Language,
    private readonly defaultNamespace: string,
  ) {}

  dir(): 'rtl' | 'ltr' {
    return getDirection(this.language);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  addResourceBundle(language: string, namespace: string, texts: Bundle): void {
    this.bundles.set(`${language}/${namespace}`, texts);
  }

  /** The namespaces already loaded for a language. */
  loadedNamespaces(language: string): string[] {
    const prefix = `${language}/`;
    return [...this.bundles.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  }

  changeLanguage(language: Language): void {
    this.language = language;
    for (const listener of this.languageListeners) {
      listener(language);
    }
  }

  /** Calls `listener` with each new language; answers the function that stops it. */
  onLanguageChange(listener: LanguageListener): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.find(key, options) !== undefined;
  }

  readonly t: TFunction = (keys, options = {}) => {
    const list = typeof keys === 'string' ? [keys] : keys;
    let found: string | undefined;
    for (const key of list) {
      found ??= this.find(key, options);
    }
    const text = found ?? options.defaultValue ?? this.splitKey(list.at(-1) ?? '', options).key;
    return interpolate(text, options);
  };

  /** A `t` bound to namespaces (what `useTranslation(ns)` hands a component). */
  fixedT(namespaces: string | readonly string[]): TFunction {
    return (key, options = {}) => this.t(key, { ns: namespaces, ...options });
  }

  private splitKey(key: string, options: TranslateOptions): { key: string; namespaces: readonly string[] } {
    const given = options.ns ?? this.defaultNamespace;
    const namespaces = typeof given === 'string' ? [given] : given;
    const at = options.nsSeparator === false ? -1 : key.indexOf(NAMESPACE_SEPARATOR);
    return at < 0 ? { key, namespaces } : { key: key.slice(at + 1), namespaces: [key.slice(0, at)] };
  }

  /** The lookup keys, most specific last: `key`, `key_<plural>`, `key_zero`, then the context's. */
  private candidateKeys(key: string, options: TranslateOptions): string[] {
    const hasCount = typeof options.count === 'number';
    const plural = hasCount ? `_${this.pluralRulesOf(this.language).select(options.count as number)}` : '';
    const withPlural = (base: string) =>
      hasCount ? [base, `${base}${plural}`, ...(options.count === 0 ? [`${base}_zero`] : [])] : [base];
    const context = options.context;
    const hasContext = (typeof context === 'string' || typeof context === 'number') && context !== '';
    return [...withPlural(key), ...(hasContext ? withPlural(`${key}_${context}`) : [])];
  }

  private find(fullKey: string, options: TranslateOptions): string | undefined {
    const { key, namespaces } = this.splitKey(fullKey, options);
    const candidates = this.candidateKeys(key, options);
    for (const namespace of namespaces) {
      const bundle = this.bundles.get(`${this.language}/${namespace}`);
      for (let index = candidates.length - 1; index >= 0; index -= 1) {
        const value = readPath(bundle, candidates[index] as string);
        if (typeof value === 'string') {
          return value;
        }
      }
    }
    return undefined;
  }

  private pluralRulesOf(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }
}
