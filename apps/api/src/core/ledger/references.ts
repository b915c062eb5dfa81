/** Operation references: "FT" + booking date (yyMMdd) + 8 random characters, unique in the books. */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createReference(bookingDate: string, prefix = 'FT'): string {
  const day = bookingDate.slice(2).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 8; i += 1) {
    random += ALPHABET[randomInt(ALPHABET.length)];
  }
  return `${prefix}${day}${random}`;
}
