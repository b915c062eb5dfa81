/**
 * Drawing on a pdfkit page in either direction. Boxes are placed by their offset from the start
 * edge of the content area (left in French and English, right in Arabic), and every line of text
 * goes through the bidi algorithm before it is shaped, so Arabic reads right to left with its
 * numbers left to right. A line takes the direction of its first letter (a French address in an
 * Arabic document stays left to right); its alignment follows the document.
 */
import { type ParagraphDirection, type TextDirection, toVisualRuns, type VisualRun } from './bidi-text.ts';
import { FONT_NAMES, type FontWeight } from './fonts.ts';

export type TextStyle = { size: number; weight?: FontWeight; color?: string };
/** `start` and `end` follow the document's direction; `left` and `right` do not. */
export type TextAlign = 'start' | 'end' | 'center' | 'left' | 'right';
export type TextBox = {
  x: number;
  y: number;
  width: number;
  align?: TextAlign;
  direction?: ParagraphDirection;
};

export const INK = '#1f2a30';
export const MUTED = '#5b6770';
const LINE_SPACING = 1.45;
/** A right-to-left run is laid out whole: pdfkit otherwise shapes it word by word, left to right. */
const WHOLE_RUN = { features: [] as [] };

export type PdfCanvas = ReturnType<typeof createCanvas>;

export function createCanvas(doc: PDFKit.PDFDocument, direction: TextDirection, margin: number) {
  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  const contentWidth = pageWidth - 2 * margin;
  const isRtl = direction === 'rtl';

  function useStyle(style: TextStyle): void {
    doc
      .font(FONT_NAMES[style.weight ?? 'regular'])
      .fontSize(style.size)
      .fillColor(style.color ?? INK);
  }

  // Shaping is the slow part: each run's width is measured once per font, at size 1.
  const unitWidths = new Map<string, number>();
  function runOptions(run: VisualRun) {
    return run.isRtl ? WHOLE_RUN : {};
  }
  function widthOfRun(run: VisualRun, style: TextStyle): number {
    const key = `${style.weight ?? 'regular'}|${run.isRtl ? 'r' : 'l'}|${run.text}`;
    let unit = unitWidths.get(key);
    if (unit === undefined) {
      doc.font(FONT_NAMES[style.weight ?? 'regular']).fontSize(1);
      unit = doc.widthOfString(run.text, runOptions(run));
      unitWidths.set(key, unit);
    }
    return unit * style.size;
  }

  function measure(text: string, style: TextStyle): number {
    return toVisualRuns(text, 'auto').reduce((width, run) => width + widthOfRun(run, style), 0);
  }

  function lineHeight(style: TextStyle): number {
    return style.size * LINE_SPACING;
  }

  /** Physical x of a box `width` wide starting `offset` from the start edge of the content area. */
  function boxX(offset: number, width: number): number {
    return isRtl ? margin + contentWidth - offset - width : margin + offset;
  }

  function resolveAlign(align: TextAlign): 'left' | 'right' | 'center' {
    if (align === 'start') {
      return isRtl ? 'right' : 'left';
    }
    if (align === 'end') {
      return isRtl ? 'left' : 'right';
    }
    return align;
  }

  /** Draws one line (no wrapping) inside the box. */
  function drawLine(text: string, box: TextBox, style: TextStyle): void {
    const runs = toVisualRuns(text, box.direction ?? 'auto');
    const widths = runs.map((run) => widthOfRun(run, style));
    useStyle(style);
    const total = widths.reduce((sum, width) => sum + width, 0);
    const align = resolveAlign(box.align ?? 'start');
    let x = box.x;
    if (align === 'right') {
      x = box.x + box.width - total;
    } else if (align === 'center') {
      x = box.x + (box.width - total) / 2;
    }
    runs.forEach((run, index) => {
      doc.text(run.text, x, box.y, { lineBreak: false, ...runOptions(run) });
      x += widths[index] ?? 0;
    });
  }

  function splitLongWord(word: string, width: number, style: TextStyle): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece !== '' && measure(piece + char, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    return piece === '' ? pieces : [...pieces, piece];
  }

  function shorten(line: string, width: number, style: TextStyle): string {
    let shortened = line;
    while (shortened.length > 1 && measure(`${shortened}…`, style) > width) {
      shortened = shortened.slice(0, -1);
    }
    return `${shortened.trimEnd()}…`;
  }

  /** Splits logical text into lines that fit `width`; past `maxLines` the last one ends with "…". */
  function wrap(
    text: string,
    width: number,
    style: TextStyle,
    maxLines = Number.POSITIVE_INFINITY,
  ): string[] {
    const lines: string[] = [];
    const space = measure(' ', style);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        // Words are measured one by one (shaping does not cross a space), which keeps wrapping linear.
        const wordWidth = measure(word, style);
        const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
        if (candidateWidth <= width) {
          line = line === '' ? word : `${line} ${word}`;
          lineWidth = candidateWidth;
          continue;
        }
        if (line !== '') {
          lines.push(line);
        }
        const pieces = wordWidth > width ? splitLongWord(word, width, style) : [word];
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
        lineWidth = measure(line, style);
      }
      lines.push(line);
    }
    if (lines.length <= maxLines) {
      return lines;
    }
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = shorten(kept[maxLines - 1] ?? '', width, style);
    return kept;
  }

  /** Draws wrapped text (or only measures it, with `isDryRun`) and returns the height it takes. */
  function drawBlock(
    text: string,
    box: TextBox,
    style: TextStyle,
    maxLines?: number,
    isDryRun = false,
  ): number {
    const lines = wrap(text, box.width, style, maxLines);
    const step = lineHeight(style);
    if (!isDryRun) {
      lines.forEach((line, index) => {
        drawLine(line, { ...box, y: box.y + index * step }, style);
      });
    }
    return lines.length * step;
  }

  return {
    doc,
    direction,
    isRtl,
    margin,
    pageWidth,
    pageHeight,
    contentWidth,
    boxX,
    measure,
    lineHeight,
    wrap,
    drawLine,
    drawBlock,
  };
}
