import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../common/money-column';
import type { LocalizedText } from '../menu/entities/localized-text';

@Entity({ name: 'birthday_packages' })
export class BirthdayPackage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'jsonb' })
  name: LocalizedText;

  @Column({ type: 'jsonb' })
  description: LocalizedText;

  /** What the package includes, one line per entry, in four languages. */
  @Column({ type: 'jsonb' })
  includes: Record<string, string[]>;

  @Column({ name: 'price_per_child', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn })
  pricePerChild: string;

  @Column({ name: 'min_children', type: 'int' })
  minChildren: number;

  @Column({ name: 'max_children', type: 'int' })
  maxChildren: number;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
