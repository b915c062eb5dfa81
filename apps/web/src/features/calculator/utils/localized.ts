/** Picks the visitor's language from a catalogue text given in fr, en and ar. */
import type { Language } from '@baraka/contracts/common';
import type { LocalizedTextDto } from '@baraka/contracts/simulators';

export function pickText(text: LocalizedTextDto, language: Language): string {
  return text[language] || text.fr;
}
