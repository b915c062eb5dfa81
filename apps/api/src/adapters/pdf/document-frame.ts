/**
 * What every bank document shares: an A4 pdfkit document with the embedded fonts, the header
 * (mark, bank, title) and the footer (issue date, bank contacts, "page N / M"), and the bytes.
 */
import PDFDocument from 'pdfkit';
import { FONT_NAMES, registerFonts } from './fonts.ts';
import { formatTunisDateTime } from './format.ts';
import { fillLabel, getLabels, type PdfLabels } from './labels/index.ts';
import { drawLogoMark } from './logo.ts';
import { createCanvas, MUTED, type PdfCanvas } from './pdf-canvas.ts';
import { reverseArabicLigatureText } from './text-layer.ts';
import type { PdfBank, PdfLanguage } from './types.ts';

export const DEFAULT_BRAND_COLOR = '#0B776F';
const MARGIN = 40;
const FOOTER_HEIGHT = 30;
const LOCALES: Record<PdfLanguage, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN' };
const BIDI_ISOLATES = /[\u2066-\u2069]/g;

export type DocumentFrame = {
  canvas: PdfCanvas;
  labels: PdfLabels;
  brandColor: string;
  /** y below which nothing but the footer may be drawn. */
  bottom: number;
  bank: PdfBank;
  title: string;
  subtitle: string;
};

type FrameOptions = {
  language: PdfLanguage;
  bank: PdfBank;
  title: string;
  subtitle: string;
  generatedAt: Date;
};

type OpenFrame = { frame: DocumentFrame; finish(): Promise<Buffer> };

/** Opens the document with its first page (header drawn) and returns how to finish it. */
export function openDocument(options: FrameOptions): OpenFrame {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica; the registered faces are set right below.
    font: null as unknown as undefined,
    lang: LOCALES[options.language],
    displayTitle: true,
    info: {
      Title: `${options.title} - ${options.subtitle.replace(BIDI_ISOLATES, '').replace(/\n/g, ' · ')}`,
      Author: options.bank.name,
      Creator: options.bank.name,
      CreationDate: options.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.font(FONT_NAMES.regular);
  const canvas = createCanvas(doc, options.language === 'ar' ? 'rtl' : 'ltr', MARGIN);
  const frame: DocumentFrame = {
    canvas,
    labels: getLabels(options.language),
    brandColor: options.bank.brandColor ?? DEFAULT_BRAND_COLOR,
    bottom: canvas.pageHeight - MARGIN - FOOTER_HEIGHT,
    bank: options.bank,
    title: options.title,
    subtitle: options.subtitle,
  };
  drawHeader(frame);
  return {
    frame,
    finish: () => {
      drawFooters(frame, options.generatedAt);
      reverseArabicLigatureText(doc);
      doc.end();
      return bytes;
    },
  };
}

/** y where the content of a page starts, below the header. */
export const CONTENT_TOP = MARGIN + 74;

function drawHeader(frame: DocumentFrame): void {
  const { canvas, bank, brandColor } = frame;
  const logoSize = 42;
  const half = canvas.contentWidth / 2;
  drawLogoMark(canvas.doc, canvas.boxX(0, logoSize), MARGIN, logoSize);
  const textOffset = logoSize + 10;
  const bankBox = { x: canvas.boxX(textOffset, half - textOffset), width: half - textOffset };
  canvas.drawLine(bank.name, { ...bankBox, y: MARGIN - 2 }, { size: 13, weight: 'bold', color: brandColor });
  canvas.drawBlock(bank.address, { ...bankBox, y: MARGIN + 17 }, { size: 7.5, color: MUTED }, 2);
  canvas.drawLine(
    `${bank.phone} · ${bank.website}`,
    { ...bankBox, y: MARGIN + 39 },
    { size: 7.5, color: MUTED },
  );
  const titleBox = { x: canvas.boxX(half, half), width: half, align: 'end' as const };
  canvas.drawLine(frame.title, { ...titleBox, y: MARGIN }, { size: 15, weight: 'bold' });
  canvas.drawBlock(frame.subtitle, { ...titleBox, y: MARGIN + 22 }, { size: 9, color: MUTED }, 2);
  canvas.doc
    .moveTo(canvas.margin, CONTENT_TOP - 14)
    .lineTo(canvas.pageWidth - canvas.margin, CONTENT_TOP - 14)
    .lineWidth(1.5)
    .strokeColor(brandColor)
    .stroke();
}

/** A new page with the same header; returns the y where its content starts. */
export function addPage(frame: DocumentFrame): number {
  frame.canvas.doc.addPage();
  drawHeader(frame);
  return CONTENT_TOP;
}

function drawFooters(frame: DocumentFrame, generatedAt: Date): void {
  const { canvas, labels, bank } = frame;
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  const issued = fillLabel(labels.common.issuedAt, formatTunisDateTime(generatedAt));
  const third = canvas.contentWidth / 3;
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Footers sit in the bottom margin: keep pdfkit from opening a page for them.
    doc.page.margins.bottom = 0;
    const y = canvas.pageHeight - MARGIN - 14;
    doc
      .moveTo(canvas.margin, y - 8)
      .lineTo(canvas.pageWidth - canvas.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor('#c9d1d6')
      .stroke();
    const style = { size: 7.5, color: MUTED };
    canvas.drawLine(issued, { x: canvas.boxX(0, third), y, width: third }, style);
    canvas.drawLine(
      `${bank.name} · BIC ${bank.bic}`,
      { x: canvas.boxX(third, third), y, width: third, align: 'center' },
      style,
    );
    const page = fillLabel(labels.common.page, { page: index + 1, pages: range.count });
    canvas.drawLine(page, { x: canvas.boxX(2 * third, third), y, width: third, align: 'end' }, style);
  }
}
