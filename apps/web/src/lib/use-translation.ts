/**
 * A component's texts: `t` bound to its namespace (the first one named; another is reached with a
 * prefix, `common:actions.back`) and the translator, re-rendered when the language changes. A
 * namespace not loaded yet (its route did not ask for it) is fetched while the component waits
 * (Suspense) rather than paint raw keys.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { ensureNamespacesLoaded, i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const DEFAULT_NAMESPACE = 'common';
const loading = new Map<string, Promise<void>>();

const subscribe = (onChange: () => void) => i18n.onLanguageChange(onChange);

const readLanguage = () => i18n.language;

function waitForTexts(language: typeof i18n.language, namespaces: readonly string[]): Promise<void> {
  const key = `${language}/${namespaces.join(',')}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = ensureNamespacesLoaded(language, namespaces).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** `suspend: false`: never waits; `ready` says whether the texts are there (until then `t` answers keys). */
export function useTranslation(
  namespaces: string | readonly string[] = DEFAULT_NAMESPACE,
  { suspend = true }: { suspend?: boolean } = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  const language = useSyncExternalStore(subscribe, readLanguage);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const missing = list.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  const ready = missing.length === 0;
  if (!ready && suspend) {
    throw waitForTexts(language, missing);
  }
  const first = list[0] ?? DEFAULT_NAMESPACE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language, so effects that use it run again
  const t = useMemo(() => i18n.fixedT(first), [first, language]);
  return { t, i18n, ready };
}
