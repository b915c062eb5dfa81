/**
 * The typeface of every PDF: IBM Plex Sans Arabic (SIL Open Font License), one family for Latin and
 * Arabic, so a line that mixes the two keeps one font. Loaded from its npm package, never from the
 * system, so every machine renders the same document. The files are read once per process, but each
 * document parses its own faces: fontkit keeps every glyph with the letters it was first shaped from,
 * so a face shared between documents gave a later document the text layer of an earlier one (an
 * Arabic statement rendered first made the RIB certificate's heh copy out as a digit).
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

const fontFiles = new Map<FontWeight, Buffer>();

function parseFont(weight: FontWeight): Font {
  let bytes = fontFiles.get(weight);
  if (!bytes) {
    bytes = readFileSync(FONT_FILES[weight]);
    fontFiles.set(weight, bytes);
  }
  const font = create(bytes);
  if (!('layout' in font)) {
    throw new Error(`${FONT_FILES[weight]} is a font collection, not a font`);
  }
  return font;
}

/** pdfkit takes a parsed fontkit font where its types only say "path". */
type FontRegistry = { registerFont(name: string, src: string): unknown };

export function registerFonts(doc: FontRegistry): void {
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(FONT_NAMES[weight], parseFont(weight) as unknown as string);
  }
}
