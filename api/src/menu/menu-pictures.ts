import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { PICTURE_FORMATS, PICTURE_VARIANT_FILE, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from 'shared-lib/domain';

export type PictureRequest =
  { slug: string; format: 'svg' } | { slug: string; format: 'png'; width: 800 } | { slug: string; format: PictureFormat; width: PictureWidth };

/** `margherita.svg`, `margherita.png` (the link-preview PNG) or a srcset variant `margherita-400.avif`; else null. */
export function parsePictureFile(file: string): PictureRequest | null {
  const original = /^([a-z0-9-]{1,120})\.(svg|png)$/.exec(file);
  if (original) return original[2] === 'svg' ? { slug: original[1]!, format: 'svg' } : { slug: original[1]!, format: 'png', width: 800 };
  const variant = PICTURE_VARIANT_FILE.exec(file);
  if (!variant) return null;
  const width = Number(variant[2]) as PictureWidth;
  const format = variant[3] as PictureFormat;
  if (!PICTURE_WIDTHS.includes(width) || !PICTURE_FORMATS.includes(format)) return null;
  return { slug: variant[1]!, format, width };
}

/** Encoder settings per format: quality for a picture seen at card size, effort kept low so a miss answers quickly. */
const ENCODE = {
  avif: (image: import('sharp').Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: import('sharp').Sharp) => image.webp({ quality: 78 }),
  png: (image: import('sharp').Sharp) => image.png({ compressionLevel: 9, palette: true }),
};

/**
 * The raster variants of dish pictures, made by sharp from the picture's original and kept in memory (at most
 * 32 MB): the first diner to ask for a size and format waits for it once, everyone after gets the bytes.
 */
@Injectable()
export class MenuPictures {
  private readonly made = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length });

  async variant(key: string, svg: string, request: Exclude<PictureRequest, { format: 'svg' }>): Promise<Buffer> {
    const cacheKey = `${key}:${request.width}.${request.format}`;
    const cached = this.made.get(cacheKey);
    if (cached) return cached;
    // sharp (libvips, ~18 MB) is loaded by the first picture asked for, not at start-up
    const { default: sharp } = await import('sharp');
    const height = Math.round((request.width * 3) / 4);
    const image = sharp(Buffer.from(svg), { density: Math.ceil((72 * request.width) / 400) }).resize(request.width, height, { fit: 'cover' });
    const bytes = await ENCODE[request.format](image).toBuffer();
    this.made.set(cacheKey, bytes);
    return bytes;
  }
}
