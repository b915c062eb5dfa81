/**
 * French elides "de" and "le" before a vowel or a mute h ("d’octobre", "d’août"): the texts pick
 * their elided form through i18next's context (`key_elided`). Every language has the key (parity),
 * but only French asks for it.
 */
const ELIDING_START = /^[aeiouyhàâäéèêëîïôöùûü]/i;

export function getElisionContext(next: string, language: string): 'elided' | undefined {
  return language === 'fr' && ELIDING_START.test(next.trim()) ? 'elided' : undefined;
}
