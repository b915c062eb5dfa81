/** The bank's mark as the web app draws it: an eight-pointed star on the orange-to-red tile. */

const TILE_FROM = '#F17030';
const TILE_TO = '#C62032';

/** Draws the mark in a `size` square whose top-left corner is (x, y). */
export function drawLogoMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const unit = size / 48;
  const gradient = doc.linearGradient(x, y, x + size, y + size);
  gradient.stop(0, TILE_FROM).stop(1, TILE_TO);
  doc.save();
  doc.roundedRect(x, y, size, size, 12 * unit).fill(gradient);
  const centre = { x: x + 24 * unit, y: y + 24 * unit };
  doc
    .lineWidth(2.6 * unit)
    .lineJoin('round')
    .strokeColor('#ffffff');
  doc.rect(x + 14 * unit, y + 14 * unit, 20 * unit, 20 * unit).stroke();
  doc.save();
  doc.rotate(45, { origin: [centre.x, centre.y] });
  doc.rect(x + 14 * unit, y + 14 * unit, 20 * unit, 20 * unit).stroke();
  doc.restore();
  doc.circle(centre.x, centre.y, 4.2 * unit).fill('#ffffff');
  doc.restore();
}
