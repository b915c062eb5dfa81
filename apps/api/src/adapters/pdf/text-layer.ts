/**
 * The text a reader copies or a screen reader speaks comes from each font's ToUnicode map, read in
 * drawing order and then turned back to logical order by the viewer. A ligature drawn right to left
 * (lam-alef "لا", yeh-reh "ير") is one glyph for several letters: pdfkit maps it to the letters in
 * logical order, which the viewer's reversal then swaps. Storing those letters reversed makes the
 * copied text come out right ("البحيرة", not "البحرية").
 */

type EmbeddedFontInternals = { unicode?: number[][] };
/** pdfkit keeps its fonts here; not a public API, pinned by the renderer's tests. */
type DocumentInternals = { _fontFamilies?: Record<string, EmbeddedFontInternals> };

function isArabicLetter(codePoint: number): boolean {
  return (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  );
}

/** Call once all text is drawn, before `doc.end()` writes the fonts. */
export function reverseArabicLigatureText(doc: PDFKit.PDFDocument): void {
  const fonts = new Set(Object.values((doc as unknown as DocumentInternals)._fontFamilies ?? {}));
  for (const font of fonts) {
    font.unicode?.forEach((codePoints, glyph, all) => {
      if (codePoints.length > 1 && codePoints.every(isArabicLetter)) {
        all[glyph] = [...codePoints].reverse();
      }
    });
  }
}
