import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LocalizedText } from './localized-text';
import type { MenuCategory } from './menu-category.entity';

/** numeric(10,2) travels as a string from PostgreSQL; the API hands out numbers with 2 decimals. */
const money = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

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

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: money })
  price: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
