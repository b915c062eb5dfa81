/**
 * Confirmation of payee for a transfer inside the bank to someone not saved yet: the name typed
 * must name the holder of the account (the bank knows it), so a mistyped RIB does not quietly
 * pay a stranger. Compared without case, accents or word order; one word of three letters or
 * more in common is enough ("Khelifi" names "Mohamed Khelifi"), since people shorten names.
 */

const MIN_WORD_LENGTH = 3;

/** Lower case, accents and Arabic diacritics removed, words of letters only. */
export function toNameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

export function isPayeeNameMatch(given: string, holder: string): boolean {
  const holderWords = new Set(toNameWords(holder));
  return toNameWords(given).some((word) => holderWords.has(word));
}
