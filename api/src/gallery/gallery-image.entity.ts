import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { LocalizedText } from '../menu/entities/localized-text';

/** The resized copies of an upload, by width: file names under the gallery folder (WebP, and AVIF since it was added). */
export type GalleryVariants = Record<'thumb' | 'medium' | 'large', { file: string; avif?: string; width: number; height: number }>;

@Entity({ name: 'gallery_images' })
export class GalleryImage {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'jsonb' }) title: Partial<LocalizedText>;
  @Column({ type: 'varchar', length: 10 }) format: string;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @Column({ type: 'jsonb' }) variants: GalleryVariants;
  @Column({ name: 'sort_order', type: 'int', default: 0 }) sortOrder: number;
  @Column({ type: 'boolean', default: true }) visible: boolean;
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true }) uploadedBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
