import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LocalizedText } from './localized-text';
import type { MenuCategory } from './menu-category.entity';

import { moneyColumn } from '../../common/money-column';

/** A customisation as stored: texts in four languages, price deltas as exact decimals. */
export interface StoredCustomizationGroup {
  key: string;
  name: LocalizedText;
  required: boolean;
  multiple: boolean;
  options: Array<{ key: string; name: LocalizedText; priceDelta: string }>;
}

@Entity({ name: 'menu_items' })
export class MenuItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId: number;

  @ManyToOne('MenuCategory', 'items', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: MenuCategory;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'jsonb' })
  name: LocalizedText;

  @Column({ type: 'jsonb' })
  description: LocalizedText;

  @Column({ type: 'jsonb' })
  ingredients: LocalizedText;

  /** Allergen codes (gluten, milk, egg, nuts, fish, soy, celery, mustard, sesame). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  allergens: string[];

  /** Dietary tags (DIETARY_TAGS: vegetarian, vegan, spicy, meat). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  dietary: string[];

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn })
  price: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  customizations: StoredCustomizationGroup[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
