/** The initials an avatar shows, taken from the name as it is shown beside it. */

const ARABIC_LETTER = /[\u0600-\u06ff]/;
/** Keeps two Arabic letters apart: joined, the initials would read as a word. */
const NON_JOINER = '\u200c';

/** First letters of the name's first two words: "Amina Ben Salah" → "AB", "أمينة بن صالح" → "أ‌ب". */
export function getInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '');
  return letters.join(letters.some((letter) => ARABIC_LETTER.test(letter)) ? NON_JOINER : '');
}
