/**
 * Decodes an uploaded JPEG or PNG (pure JavaScript: no native image library), checks that its bytes
 * are what its type says, crops it to a centred square, resizes it to 256 px and encodes it again as
 * JPEG. Whatever the upload carried beyond its pixels (metadata, trailing bytes, scripts) is gone.
 */
import type Jpeg from 'jpeg-js';
import type Png from 'pngjs';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';

// Loaded with the first photo, not at start-up.
const loadJpeg = loadOnFirstUse<typeof Jpeg>('jpeg-js');
const loadPng = loadOnFirstUse<typeof Png>('pngjs');

export const PHOTO_SIDE = 256;
const JPEG_QUALITY = 85;
/** Larger pictures are refused before decoding (a 2 MB file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;

export type PhotoType = 'image/jpeg' | 'image/png';
type Rgba = { width: number; height: number; data: Uint8Array };

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((value, i) => bytes[i] === value);

/** The type the bytes say, whatever the upload declared. */
export const sniffPhotoType = (bytes: Buffer): PhotoType | null =>
  startsWith(bytes, JPEG_MAGIC) ? 'image/jpeg' : startsWith(bytes, PNG_MAGIC) ? 'image/png' : null;

const decode = (bytes: Buffer, type: PhotoType): Rgba => {
  if (type === 'image/jpeg') {
    const image = loadJpeg().decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    return { width: image.width, height: image.height, data: image.data };
  }
  const png = loadPng().PNG.sync.read(bytes);
  if (png.width * png.height > MAX_PIXELS) {
    throw new Error('picture too large');
  }
  return { width: png.width, height: png.height, data: png.data };
};

/** Area-averaged resize of the centred square: each output pixel is the mean of its source block. */
export const squareResize = (image: Rgba, side: number): Uint8Array => {
  const square = Math.min(image.width, image.height);
  const left = Math.floor((image.width - square) / 2);
  const top = Math.floor((image.height - square) / 2);
  const out = new Uint8Array(side * side * 4);
  const scale = square / side;
  for (let y = 0; y < side; y++) {
    const y0 = top + Math.floor(y * scale);
    const y1 = Math.max(y0 + 1, top + Math.floor((y + 1) * scale));
    for (let x = 0; x < side; x++) {
      const x0 = left + Math.floor(x * scale);
      const x1 = Math.max(x0 + 1, left + Math.floor((x + 1) * scale));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 4;
          const alpha = image.data[i + 3] ?? 255;
          // Transparent parts go on white, as the photo is shown on light and dark backgrounds alike.
          r += ((image.data[i] ?? 0) * alpha + 255 * (255 - alpha)) / 255;
          g += ((image.data[i + 1] ?? 0) * alpha + 255 * (255 - alpha)) / 255;
          b += ((image.data[i + 2] ?? 0) * alpha + 255 * (255 - alpha)) / 255;
          a += 255;
          n++;
        }
      }
      const o = (y * side + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = Math.round(a / n);
    }
  }
  return out;
};

/** The re-encoded JPEG, or null when the bytes are not a picture of the declared type. */
export function reencodePhoto(bytes: Buffer, declared: PhotoType): Buffer | null {
  if (sniffPhotoType(bytes) !== declared) {
    return null;
  }
  let image: Rgba;
  try {
    image = decode(bytes, declared);
  } catch {
    return null;
  }
  if (image.width < 1 || image.height < 1) {
    return null;
  }
  const side = Math.min(PHOTO_SIDE, image.width, image.height);
  const pixels = squareResize(image, side);
  return loadJpeg().encode({ data: pixels, width: side, height: side }, JPEG_QUALITY).data;
}
