/**
 * A bill of exchange drawn as an SVG from its data, in the bank's paper (the cheques' drawing kit):
 * on the front the amount in figures and words, the deadline, drawer and drawee with their RIBs,
 * the effect's number and CMC7-style line; on the back the endorsement and the deadline's stamp.
 */
import type { TradeEffect, TradeEffectImage } from '@baraka/contracts';
import { amountInWords } from '@baraka/domain';
import { BANK_IDENTITY } from '../accounts/index.ts';
import { escapeXml, frame, logo, toDayMonthYear, wrap } from '../cheques/index.ts';

export type EffectDrawing = {
  effect: TradeEffect;
  amountMinor: bigint;
  /** The customer's name: the drawee of an inward effect, the drawer of an outward one. */
  holderName: string;
};

const text = (x: number, y: number, size: number, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(value)}</text>`;

export function drawEffectRecto({ effect, amountMinor, holderName }: EffectDrawing): string {
  const isInward = effect.direction === 'INWARD';
  const drawer = isInward ? effect.nomTire : holderName;
  const drawee = isInward ? holderName : effect.nomTire;
  const words = wrap(amountInWords(amountMinor, effect.currency, 3, 'fr'), 70).slice(0, 2);
  return frame(
    `
  ${logo(48, 40)}
  ${text(138, 76, 34, BANK_IDENTITY.name, 'font-weight="700" fill="#C62032"')}
  ${text(138, 108, 22, 'LETTRE DE CHANGE · كمبيالة', 'fill="#6b5a4e"')}
  <rect x="1120" y="36" width="440" height="64" rx="10" fill="#fff" stroke="#6b5a4e" stroke-width="2" />
  ${text(1540, 80, 36, `#${effect.amount} ${effect.currency}#`, 'text-anchor="end" font-weight="700" fill="#1d2b5a"')}
  ${text(1552, 140, 26, `N° ${effect.effectNumber}`, 'text-anchor="end" fill="#1d2b5a"')}
  ${text(48, 190, 24, 'Contre cette lettre de change, veuillez payer la somme de', 'fill="#6b5a4e"')}
  ${words.map((line, index) => text(48, 240 + index * 46, 32, line, 'font-style="italic" fill="#1d2b5a"')).join('')}
  <line x1="48" y1="300" x2="1552" y2="300" stroke="#b9a89a" stroke-width="2" />
  ${text(48, 360, 24, 'Échéance · تاريخ الاستحقاق', 'fill="#6b5a4e"')}
  ${text(400, 360, 32, toDayMonthYear(effect.deadlineDate), 'font-weight="700" fill="#C62032"')}
  ${text(820, 360, 24, 'Créée le', 'fill="#6b5a4e"')}
  ${text(940, 360, 30, toDayMonthYear(effect.issueDate), 'fill="#1d2b5a"')}
  ${text(48, 430, 24, 'Tireur · الساحب', 'fill="#6b5a4e"')}
  ${text(48, 468, 28, drawer, 'font-weight="700" fill="#1d2b5a"')}
  ${text(48, 502, 22, `RIB ${effect.creditAccountRib}`, 'fill="#6b5a4e"')}
  ${text(820, 430, 24, 'Tiré · المسحوب عليه', 'fill="#6b5a4e"')}
  ${text(820, 468, 28, drawee, 'font-weight="700" fill="#1d2b5a"')}
  ${text(820, 502, 22, `RIB ${effect.debitAccountRib}`, 'fill="#6b5a4e"')}
  ${text(820, 560, 22, `Type ${effect.typeEffet} · Réf. ${effect.reference}`, 'fill="#6b5a4e"')}
  <rect x="0" y="628" width="1600" height="92" fill="#fff" opacity="0.9" />
  ${text(800, 690, 40, `⑆${effect.effectNumber}⑆ ${effect.debitAccountRib.slice(0, 5)}⑇ ${effect.debitAccountRib.slice(5, 18)}⑈ ${effect.debitAccountRib.slice(18)}⑉`, 'text-anchor="middle" font-family="DejaVu Sans Mono, monospace" letter-spacing="6" fill="#111"')}`,
    '#eef4ee',
  );
}

export function drawEffectVerso({ effect, holderName }: EffectDrawing): string {
  const colour = effect.status === 'REJECTED' ? '#C62032' : effect.status === 'PAID' ? '#0B776F' : '#B36B00';
  const title =
    effect.status === 'REJECTED'
      ? 'REJETÉ · مرفوض'
      : effect.status === 'PAID'
        ? 'PAYÉ · مدفوع'
        : 'À ÉCHÉANCE · في الانتظار';
  const line = effect.rejectDate ?? effect.valueDate ?? effect.deadlineDate;
  return frame(
    `
  ${text(48, 80, 26, 'Endos · تظهير', 'fill="#6b5a4e"')}
  ${text(48, 130, 30, `Payez à l’ordre de ${BANK_IDENTITY.name}, valeur à l’encaissement`, 'fill="#1d2b5a"')}
  ${text(48, 180, 34, effect.direction === 'INWARD' ? effect.nomTire : holderName, 'font-style="italic" fill="#1d2b5a"')}
  ${text(48, 330, 24, `Effet N° ${effect.effectNumber} · ${effect.amount} ${effect.currency}`, 'fill="#6b5a4e"')}
  <g transform="rotate(-10 1200 260)">
    <rect x="900" y="160" width="600" height="200" rx="24" fill="none" stroke="${colour}" stroke-width="6" />
    ${text(1200, 240, 40, title, `text-anchor="middle" font-weight="700" fill="${colour}"`)}
    ${text(1200, 295, 28, toDayMonthYear(line), `text-anchor="middle" fill="${colour}"`)}
    ${text(1200, 335, 22, `${BANK_IDENTITY.bic} · Compensation`, `text-anchor="middle" fill="${colour}"`)}
  </g>`,
    '#f2f0e8',
  );
}

export function toEffectImage(side: 'RECTO' | 'VERSO', drawing: EffectDrawing): TradeEffectImage {
  const svg = side === 'RECTO' ? drawEffectRecto(drawing) : drawEffectVerso(drawing);
  return {
    side,
    fileName: `effet-${drawing.effect.effectNumber}-${side.toLowerCase()}.svg`,
    image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}
