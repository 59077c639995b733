import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LocalizedText } from './localized-text';
import type { MenuItem } from './menu-item.entity';

import type { MenuKind } from 'shared-lib/contracts';

export type { MenuKind };

@Entity({ name: 'menu_categories' })
export class MenuCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  menu: MenuKind;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'jsonb' })
  name: LocalizedText;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  description: Partial<LocalizedText>;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  visible: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany('MenuItem', 'category')
  items: MenuItem[];
}
