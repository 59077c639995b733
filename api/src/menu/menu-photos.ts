import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from 'shared-lib/domain';
import { checkedImage } from '../common/checked-image';
import { type AppConfigType, appConfig } from '../config/app-config';

/** An uploaded dish photo's files: `photo-{uuid}.webp` (the `img`) and `photo-{uuid}-{400|800}.{avif|webp}` (srcset). */
const PHOTO_FILE = /^(photo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(400|800))?\.(webp|avif)$/;
const PHOTO_URL = /^\/api\/menu\/images\/(photo-[0-9a-f-]{36})\.webp$/;
/** The largest width kept of an upload (the item page shows it at most this wide on a laptop). */
const ORIGINAL_WIDTH = 1200;

export function isPhotoFile(file: string): boolean {
  return PHOTO_FILE.test(file);
}

/**
 * Dish photos staff upload: checked like a gallery upload (sharp reads the bytes), cropped to the menu's 4:3,
 * re-encoded (nothing of the uploaded file is kept), and written once in every size and format the storefront's
 * `<picture>` asks for, so serving them is reading a file.
 */
@Injectable()
export class MenuPhotos {
  constructor(@Inject(appConfig.KEY) private readonly config: AppConfigType) {}

  get dir(): string {
    return this.config.menuPhotosDir;
  }

  /** Writes the photo's files; returns its picture address (`/api/menu/images/photo-….webp`). */
  async store(buffer: Buffer): Promise<string> {
    await checkedImage(buffer);
    const { default: sharp } = await import('sharp');
    const name = `photo-${randomUUID()}`;
    await fs.mkdir(this.dir, { recursive: true });
    const written: string[] = [];
    const write = async (file: string, width: number, format: 'webp' | 'avif') => {
      const image = sharp(buffer)
        .rotate()
        .resize(width, Math.round((width * 3) / 4), { fit: 'cover', withoutEnlargement: false });
      await (format === 'webp' ? image.webp({ quality: 80 }) : image.avif({ quality: 55, effort: 2 })).toFile(path.join(this.dir, file));
      written.push(file);
    };
    try {
      await write(`${name}.webp`, ORIGINAL_WIDTH, 'webp');
      for (const width of PICTURE_WIDTHS) for (const format of PICTURE_FORMATS) await write(`${name}-${width}.${format}`, width, format);
    } catch (error) {
      await Promise.all(written.map((f) => fs.rm(path.join(this.dir, f), { force: true })));
      throw error;
    }
    return `/api/menu/images/${name}.webp`;
  }

  /** Removes an uploaded photo's files (a drawn picture or another address is left alone). */
  async remove(image: string | null): Promise<void> {
    const match = image ? PHOTO_URL.exec(image) : null;
    if (!match) return;
    const files = [`${match[1]}.webp`, ...PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => `${match[1]}-${w}.${f}`))];
    await Promise.all(files.map((f) => fs.rm(path.join(this.dir, f), { force: true })));
  }

  /** The path of one of a photo's files, or null when the name is not one. */
  filePath(file: string): string | null {
    return isPhotoFile(file) ? path.join(this.dir, file) : null;
  }
}
