/** Reads PDFs back the way a viewer does (pdf.js), for tests: text per page, glyphs per letter. */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export type PdfTextItem = { text: string; x: number; y: number; width: number };
export type PdfPageText = { items: PdfTextItem[]; text: string };

async function openPdf(pdf: Buffer) {
  return getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
}

/** Every page's text items (in drawing order) and the page's text, one line per baseline. */
export async function extractPages(pdf: Buffer): Promise<PdfPageText[]> {
  const document = await openPdf(pdf);
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items = content.items
      .filter((item): item is TextItem => 'str' in item)
      .map((item) => ({
        text: item.str,
        x: item.transform[4] ?? 0,
        y: item.transform[5] ?? 0,
        width: item.width,
      }));
    // A new baseline starts a new line, as a reader would copy it.
    const text = items.map((item, index) =>
      index > 0 && item.y !== items[index - 1]?.y ? `\n${item.text}` : item.text,
    );
    pages.push({ items, text: text.join('') });
  }
  await document.destroy();
  return pages;
}

export async function extractText(pdf: Buffer): Promise<string> {
  return (await extractPages(pdf)).map((page) => page.text).join('\n');
}

type PdfGlyph = { unicode?: string; fontChar?: string };

/**
 * For each character drawn with one font, the distinct glyphs that drew it: a shaped Arabic letter
 * shows up in several forms (isolated, initial, medial, final). Keyed by font, then character.
 */
export async function collectGlyphForms(pdf: Buffer): Promise<Map<string, Map<string, Set<string>>>> {
  const document = await openPdf(pdf);
  const forms = new Map<string, Map<string, Set<string>>>();
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    let font = '';
    operators.fnArray.forEach((operator, index) => {
      const args = operators.argsArray[index] ?? [];
      if (operator === OPS.setFont) {
        font = String(args[0]);
      }
      if (operator !== OPS.showText) {
        return;
      }
      const byChar = forms.get(font) ?? new Map<string, Set<string>>();
      forms.set(font, byChar);
      for (const glyph of (args[0] ?? []) as (PdfGlyph | number)[]) {
        if (typeof glyph === 'object' && glyph.unicode && glyph.fontChar !== undefined) {
          const set = byChar.get(glyph.unicode) ?? new Set<string>();
          set.add(glyph.fontChar);
          byChar.set(glyph.unicode, set);
        }
      }
    });
  }
  await document.destroy();
  return forms;
}

/** Spaces as a reader compares them (no-break spaces included). */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** A whole PDF file: the header at the start, the end-of-file marker at the end. */
export function isCompletePdf(pdf: Buffer): boolean {
  return (
    pdf.subarray(0, 5).toString('latin1') === '%PDF-' && pdf.toString('latin1').trimEnd().endsWith('%%EOF')
  );
}

/** The title a viewer shows in its window bar. */
export async function readTitle(pdf: Buffer): Promise<string> {
  const document = await openPdf(pdf);
  const { info } = await document.getMetadata();
  await document.destroy();
  return String((info as { Title?: string }).Title ?? '');
}
