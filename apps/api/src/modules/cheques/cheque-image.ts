/**
 * A cheque drawn as an SVG from its data, in the bank's layout (bilingual labels as on Tunisian
 * cheques): on the front the amount in figures and in words in the cheque's language, the payee,
 * place and date, the drawer and the leaf number, the CMC7-style line; on the back the endorsement
 * and the clearing stamp (or the rejection's reason).
 */
import type { Cheque, ChequeImage } from '@baraka/contracts';
import { amountInWords, CURRENCY_MINOR_DIGITS, type WordsLanguage } from '@baraka/domain';
import { BANK_IDENTITY } from '../accounts/index.ts';

export type ChequeDrawing = {
  cheque: Cheque;
  amountMinor: bigint;
  language: WordsLanguage;
  endorsement: string;
  /** The drawer's name and RIB (the customer for an emitted cheque, the other party for a received one). */
  drawerName: string;
  drawerRib: string;
  payeeName: string;
  /** Crossed cheques carry two parallel bars. */
  isCrossed: boolean;
};

const WIDTH = 1600;
const HEIGHT = 720;

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

export const toDayMonthYear = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Words wrapped on lines of about `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

const guilloche = (): string =>
  Array.from({ length: 18 }, (_, index) => {
    const y = 60 + index * 34;
    return `<path d="M0 ${y} C 400 ${y - 40}, 800 ${y + 40}, 1200 ${y} S 1600 ${y - 30}, 1600 ${y}" />`;
  }).join('');

export const logo = (x: number, y: number): string => `
  <g transform="translate(${x} ${y})">
    <rect width="72" height="72" rx="18" fill="url(#tile)" />
    <rect x="21" y="21" width="30" height="30" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" />
    <rect x="21" y="21" width="30" height="30" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" transform="rotate(45 36 36)" />
    <circle cx="36" cy="36" r="6" fill="#fff" />
  </g>`;

/** The CMC7-style line: leaf number, bank and branch, account, key, as the sorting machines read it. */
const cmc7 = (checkNumber: string, rib: string): string =>
  `⑆${checkNumber}⑆ ${rib.slice(0, 2)}${rib.slice(2, 5)}⑇ ${rib.slice(5, 18)}⑈ ${rib.slice(18)}⑉`;

/** The paper, its guilloche and the bank's gradient, around a drawing's content (1600 × 720). */
export function frame(content: string, paper: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F17030"/><stop offset="1" stop-color="#C62032"/></linearGradient>
    <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" rx="22" fill="url(#paper)" stroke="#b9a89a" stroke-width="3" />
  <g fill="none" stroke="#f1d9c9" stroke-width="2" opacity="0.8">${guilloche()}</g>
  ${content}
</svg>`;
}

export function drawChequeRecto(drawing: ChequeDrawing): string {
  const { cheque } = drawing;
  const digits = CURRENCY_MINOR_DIGITS[cheque.currency as keyof typeof CURRENCY_MINOR_DIGITS] ?? 3;
  const words = amountInWords(drawing.amountMinor, cheque.currency, digits, drawing.language);
  const isArabic = drawing.language === 'ar';
  const wordLines = wrap(words, isArabic ? 60 : 58).slice(0, 2);
  const wordsText = wordLines
    .map((line, index) =>
      isArabic
        ? `<text x="1180" y="${262 + index * 58}" text-anchor="end" direction="rtl" font-size="34" font-style="italic" fill="#1d2b5a">${escapeXml(line)}</text>`
        : `<text x="330" y="${262 + index * 58}" font-size="34" font-style="italic" fill="#1d2b5a">${escapeXml(line)}</text>`,
    )
    .join('');
  const crossing = drawing.isCrossed
    ? // Two parallel bars across the top, clear of what is written: the cheque is crossed.
      '<g stroke="#6b5a4e" stroke-width="5"><line x1="900" y1="24" x2="850" y2="176"/><line x1="950" y1="24" x2="900" y2="176"/></g>'
    : '';
  return frame(
    `
  ${logo(48, 40)}
  <text x="138" y="76" font-size="34" font-weight="700" fill="#C62032">${escapeXml(BANK_IDENTITY.name)}</text>
  <text x="138" y="108" font-size="22" fill="#6b5a4e">بنك البركة تونس · Agence Les Berges du Lac</text>
  <text x="1040" y="70" font-size="24" fill="#6b5a4e">B.P.D.</text>
  <rect x="1120" y="36" width="440" height="64" rx="10" fill="#fff" stroke="#6b5a4e" stroke-width="2" />
  <text x="1540" y="80" text-anchor="end" font-size="36" font-weight="700" fill="#1d2b5a">#${escapeXml(cheque.amount)} ${escapeXml(cheque.currency)}#</text>
  <text x="48" y="200" font-size="24" fill="#6b5a4e">Payez contre ce chèque</text>
  <text x="1552" y="200" text-anchor="end" direction="rtl" font-size="24" fill="#6b5a4e">ادفعوا بموجب هذا الشيك</text>
  <line x1="48" y1="276" x2="1552" y2="276" stroke="#b9a89a" stroke-width="2" />
  <line x1="48" y1="334" x2="1552" y2="334" stroke="#b9a89a" stroke-width="2" />
  ${wordsText}
  <text x="48" y="400" font-size="24" fill="#6b5a4e">à l’ordre de · لأمر</text>
  <text x="330" y="400" font-size="34" fill="#1d2b5a">${escapeXml(drawing.payeeName)}</text>
  <line x1="320" y1="412" x2="1552" y2="412" stroke="#b9a89a" stroke-width="2" />
  <text x="1020" y="470" font-size="24" fill="#6b5a4e">Tunis, le</text>
  <text x="1140" y="470" font-size="32" fill="#1d2b5a">${toDayMonthYear(cheque.issueDate)}</text>
  <text x="48" y="470" font-size="24" fill="#6b5a4e">Tireur · الساحب</text>
  <text x="48" y="508" font-size="28" font-weight="700" fill="#1d2b5a">${escapeXml(drawing.drawerName)}</text>
  <text x="48" y="544" font-size="22" fill="#6b5a4e">RIB ${escapeXml(drawing.drawerRib)}</text>
  <text x="1552" y="140" text-anchor="end" font-size="26" fill="#1d2b5a">N° ${escapeXml(cheque.checkNumber)}</text>
  <path d="M1080 560 c 30 -60, 60 -60, 80 -10 s 40 40, 70 -20 s 50 -40, 60 10 s 40 30, 110 -30" fill="none" stroke="#1d2b5a" stroke-width="4" stroke-linecap="round" />
  <text x="1100" y="600" font-size="20" fill="#6b5a4e">Signature · الإمضاء</text>
  ${crossing}
  <rect x="0" y="628" width="${WIDTH}" height="92" fill="#fff" opacity="0.9" />
  <text x="800" y="690" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="40" letter-spacing="6" fill="#111">${escapeXml(cmc7(cheque.checkNumber, drawing.drawerRib))}</text>`,
    '#fdf3ea',
  );
}

const REASON_STAMPS: Record<NonNullable<Cheque['rejectionReason']>, string> = {
  INSUFFICIENT_FUNDS: 'Provision insuffisante · رصيد غير كاف',
  OPPOSITION: 'Opposition · اعتراض',
  IRREGULAR_SIGNATURE: 'Signature irrégulière · توقيع غير مطابق',
  UNKNOWN_LEAF: 'Formule inconnue · صك غير معروف',
  ALREADY_PAID: 'Déjà payé · مدفوع سابقا',
};

export function drawChequeVerso(drawing: ChequeDrawing): string {
  const { cheque } = drawing;
  const isRejected = cheque.status === 'REJECTED';
  const stampColour = isRejected ? '#C62032' : '#0B776F';
  const stampTitle = isRejected
    ? 'REJETÉ · مرفوض'
    : cheque.status === 'CLEARING'
      ? 'EN COMPENSATION'
      : 'COMPENSÉ · مقاصة';
  const stampLine =
    isRejected && cheque.rejectionReason
      ? REASON_STAMPS[cheque.rejectionReason]
      : toDayMonthYear(cheque.valueDate ?? cheque.expectedDate ?? cheque.issueDate);
  return frame(
    `
  <text x="48" y="80" font-size="26" fill="#6b5a4e">Endos · تظهير</text>
  <text x="48" y="130" font-size="30" fill="#1d2b5a">Payez à l’ordre de ${escapeXml(BANK_IDENTITY.name)}</text>
  <text x="48" y="180" font-size="34" font-style="italic" fill="#1d2b5a">${escapeXml(drawing.endorsement)}</text>
  <path d="M60 240 c 40 -50, 70 -40, 90 0 s 50 30, 90 -20 s 60 -20, 80 20" fill="none" stroke="#1d2b5a" stroke-width="4" stroke-linecap="round" />
  <text x="48" y="330" font-size="24" fill="#6b5a4e">Référence ${escapeXml(cheque.reference)} · N° ${escapeXml(cheque.checkNumber)}</text>
  <text x="48" y="370" font-size="24" fill="#6b5a4e">${escapeXml(cheque.amount)} ${escapeXml(cheque.currency)}</text>
  <g transform="rotate(-12 1200 260)">
    <rect x="900" y="160" width="600" height="200" rx="24" fill="none" stroke="${stampColour}" stroke-width="6" />
    <text x="1200" y="235" text-anchor="middle" font-size="40" font-weight="700" fill="${stampColour}">${escapeXml(stampTitle)}</text>
    <text x="1200" y="290" text-anchor="middle" font-size="28" fill="${stampColour}">${escapeXml(stampLine)}</text>
    <text x="1200" y="335" text-anchor="middle" font-size="22" fill="${stampColour}">${escapeXml(BANK_IDENTITY.bic)} · Chambre de compensation de Tunis</text>
  </g>
  <line x1="48" y1="600" x2="1552" y2="600" stroke="#b9a89a" stroke-width="2" stroke-dasharray="12 10" />
  <text x="800" y="650" text-anchor="middle" font-size="22" fill="#6b5a4e">Ne rien inscrire sous cette ligne · لا تكتب تحت هذا الخط</text>`,
    '#f7f1ea',
  );
}

export function toChequeImage(side: 'RECTO' | 'VERSO', drawing: ChequeDrawing): ChequeImage {
  const svg = side === 'RECTO' ? drawChequeRecto(drawing) : drawChequeVerso(drawing);
  return {
    side,
    fileName: `cheque-${drawing.cheque.checkNumber}-${side.toLowerCase()}.svg`,
    image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}
