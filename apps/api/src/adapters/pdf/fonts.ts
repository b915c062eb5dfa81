/**
 * The typeface of every PDF: IBM Plex Sans Arabic (SIL Open Font License), one family for Latin and
 * Arabic, so a line that mixes the two keeps one font. Loaded from its npm package, never from the
 * system, so every machine renders the same document. Each face is parsed once per process: the
 * shaping tables take most of a document's time when read again for every PDF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/ibm-plex-sans-arabic';

export type FontWeight = 'regular' | 'bold';

export const FONT_FILES: Record<FontWeight, string> = {
  regular: require.resolve(`${PACKAGE}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: require.resolve(`${PACKAGE}/700Bold/IBMPlexSansArabic_700Bold.ttf`),
};

/** Font names as registered on each document. */
export const FONT_NAMES: Record<FontWeight, string> = { regular: 'plex-regular', bold: 'plex-bold' };

const parsed = new Map<FontWeight, Font>();

function getFont(weight: FontWeight): Font {
  let font = parsed.get(weight);
  if (!font) {
    const created = create(readFileSync(FONT_FILES[weight]));
    if (!('layout' in created)) {
      throw new Error(`${FONT_FILES[weight]} is a font collection, not a font`);
    }
    font = created;
    parsed.set(weight, font);
  }
  return font;
}

/** pdfkit takes a parsed fontkit font where its types only say "path". */
type FontRegistry = { registerFont(name: string, src: string): unknown };

export function registerFonts(doc: FontRegistry): void {
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(FONT_NAMES[weight], getFont(weight) as unknown as string);
  }
}
