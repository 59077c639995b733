import path from 'node:path';
import type { GalleryVariants } from './gallery-image.entity';

/** The widths of a gallery picture's resized copies (never enlarged). */
export const GALLERY_WIDTHS: Record<keyof GalleryVariants, number> = { thumb: 400, medium: 800, large: 1600 };

/**
 * Writes a picture's resized copies, each width in WebP and AVIF, as `{id}-{size}.{webp|avif}` in `dir`; returns
 * what was written (for the record, and for clean-up if a later step fails). sharp is loaded here, by the first use.
 */
export async function writeGalleryVariants(buffer: Buffer, dir: string, id: string, written: string[] = []): Promise<GalleryVariants> {
  const { default: sharp } = await import('sharp');
  const variants = {} as GalleryVariants;
  for (const [name, width] of Object.entries(GALLERY_WIDTHS) as Array<[keyof GalleryVariants, number]>) {
    const file = `${id}-${name}.webp`;
    const avif = `${id}-${name}.avif`;
    const resized = sharp(buffer).rotate().resize({ width, withoutEnlargement: true });
    const info = await resized.clone().webp({ quality: 80 }).toFile(path.join(dir, file));
    written.push(file);
    await resized.clone().avif({ quality: 55, effort: 2 }).toFile(path.join(dir, avif));
    written.push(avif);
    variants[name] = { file, avif, width: info.width, height: info.height };
  }
  return variants;
}
