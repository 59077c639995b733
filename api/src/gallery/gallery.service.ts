import { apiError } from '../common/api-error';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { checkedImage } from '../common/checked-image';
import { type Language } from 'shared-lib/domain';
import { type AppConfigType, appConfig } from '../config/app-config';
import { pick, type LocalizedText } from '../menu/entities/localized-text';
import { DEMO_GALLERY_DIR, readDemoGallery } from './demo-gallery';
import { GalleryImage, type GalleryVariants } from './gallery-image.entity';
import { writeGalleryVariants } from './gallery-variants';

export const VARIANT_FILE = /^[0-9a-f-]{36}-(thumb|medium|large)\.(webp|avif)$/;

/**
 * A gallery image as the API gives it; `preview` (staff only) is appended to its files' addresses so a hidden image
 * still shows in the admin, while the public gets 404 for it.
 */
export function galleryView(image: GalleryImage, lang: Language, preview?: string) {
  const galleryUrl = (file: string) => `/api/gallery/files/${file}${preview ? `?preview=${preview}` : ''}`;
  return {
    id: image.id,
    title: pick(image.title, lang),
    width: image.width,
    height: image.height,
    urls: {
      thumb: galleryUrl(image.variants.thumb.file),
      medium: galleryUrl(image.variants.medium.file),
      large: galleryUrl(image.variants.large.file),
    },
    // For <picture>: AVIF where the variants have it (uploads since AVIF was added), and WebP, each at its widths.
    srcset: {
      avif: SIZES.every((s) => image.variants[s].avif)
        ? SIZES.map((s) => `${galleryUrl(image.variants[s].avif!)} ${image.variants[s].width}w`).join(', ')
        : null,
      webp: SIZES.map((s) => `${galleryUrl(image.variants[s].file)} ${image.variants[s].width}w`).join(', '),
    },
  };
}
const SIZES = ['thumb', 'medium', 'large'] as const;

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryImage) private readonly images: Repository<GalleryImage>,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /** The staff-only key of an image's files while it is hidden (an HMAC of its id with the session secret). */
  previewKey(id: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`gallery-preview:${id}`).digest('base64url').slice(0, 32);
  }

  /** Whether a file may be served: to everyone while its image is visible, with the preview key while it is hidden. */
  async fileAccess(id: string, preview: unknown): Promise<'public' | 'preview' | null> {
    const image = await this.images.findOne({ where: { id }, select: { id: true, visible: true } });
    if (!image) return null;
    if (image.visible) return 'public';
    const key = this.previewKey(id);
    return typeof preview === 'string' && preview.length === key.length && timingSafeEqual(Buffer.from(preview), Buffer.from(key)) ? 'preview' : null;
  }

  get dir(): string {
    return this.config.galleryDir;
  }

  /** Checks the bytes, writes three resized copies in WebP and AVIF under generated names, then records the image. */
  async upload(buffer: Buffer, title: Partial<LocalizedText>, userId: string | null): Promise<GalleryImage> {
    const meta = await checkedImage(buffer);
    const id = randomUUID();
    await fs.mkdir(this.dir, { recursive: true });
    const written: string[] = [];
    try {
      const variants = await writeGalleryVariants(buffer, this.dir, id, written);
      const count = await this.images.count();
      return await this.images.save(
        this.images.create({
          id,
          title,
          format: meta.format,
          width: meta.width,
          height: meta.height,
          variants,
          sortOrder: count,
          visible: true,
          uploadedBy: userId,
        }),
      );
    } catch (error) {
      await Promise.all(written.map((f) => fs.rm(path.join(this.dir, f), { force: true })));
      if ((error as Error).message?.includes('unsupported image format') || (error as Error).message?.includes('Input buffer')) {
        throw new UnprocessableEntityException(apiError('NOT_AN_IMAGE', 'image'));
      }
      throw error;
    }
  }

  /** A new database's gallery: the demo scenes' built copies, each under a new id as an upload's would be. */
  async seedDemo(source = DEMO_GALLERY_DIR): Promise<number> {
    const scenes = await readDemoGallery(source);
    await fs.mkdir(this.dir, { recursive: true });
    for (const [sortOrder, scene] of scenes.entries()) {
      const id = randomUUID();
      const variants = {} as GalleryVariants;
      for (const [size, v] of Object.entries(scene.variants) as Array<[keyof GalleryVariants, GalleryVariants[keyof GalleryVariants]]>) {
        const file = `${id}-${size}.webp`;
        const avif = `${id}-${size}.avif`;
        await fs.copyFile(path.join(source, v.file), path.join(this.dir, file));
        await fs.copyFile(path.join(source, v.avif!), path.join(this.dir, avif));
        variants[size] = { file, avif, width: v.width, height: v.height };
      }
      await this.images.save(
        this.images.create({
          id,
          title: scene.title,
          format: scene.format,
          width: scene.width,
          height: scene.height,
          variants,
          sortOrder,
          visible: true,
          uploadedBy: null,
        }),
      );
    }
    return scenes.length;
  }

  listVisible(): Promise<GalleryImage[]> {
    return this.images.find({ where: { visible: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
  }

  listAll(): Promise<GalleryImage[]> {
    return this.images.find({ order: { sortOrder: 'ASC', createdAt: 'ASC' } });
  }

  async update(id: string, changes: { title?: Partial<LocalizedText>; visible?: boolean; sortOrder?: number }): Promise<GalleryImage> {
    const image = await this.images.findOne({ where: { id } });
    if (!image) throw new NotFoundException(apiError('IMAGE_NOT_FOUND'));
    if (changes.title) image.title = { ...image.title, ...changes.title };
    if (changes.visible !== undefined) image.visible = changes.visible;
    if (changes.sortOrder !== undefined) image.sortOrder = changes.sortOrder;
    return this.images.save(image);
  }

  async remove(id: string): Promise<void> {
    const image = await this.images.findOne({ where: { id } });
    if (!image) throw new NotFoundException(apiError('IMAGE_NOT_FOUND'));
    await this.images.delete({ id });
    const files = Object.values(image.variants).flatMap((v) => (v.avif ? [v.file, v.avif] : [v.file]));
    await Promise.all(files.map((file) => fs.rm(path.join(this.dir, file), { force: true })));
  }
}
