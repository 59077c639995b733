import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Language, MenuCategoryDto, MenuItemDto } from 'shared-lib/core';
import { MenuCategory, type MenuKind } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import { pick } from './entities/localized-text';

export type MenuCategoryView = MenuCategoryDto;
export type MenuItemView = MenuItemDto;

@Injectable()
export class MenuService {
  constructor(
    @InjectRepository(MenuCategory) private readonly categories: Repository<MenuCategory>,
    @InjectRepository(MenuItem) private readonly items: Repository<MenuItem>,
  ) {}

  async listCategories(menu: MenuKind, lang: Language): Promise<MenuCategoryView[]> {
    const rows = await this.categories.find({ where: { menu, visible: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const counts = await this.items
      .createQueryBuilder('i')
      .select('i.category_id', 'categoryId')
      .addSelect('COUNT(*)::int', 'count')
      .groupBy('i.category_id')
      .getRawMany<{ categoryId: number; count: number }>();
    const countOf = new Map(counts.map((r) => [Number(r.categoryId), Number(r.count)]));
    return rows.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: pick(c.name, lang),
      sortOrder: c.sortOrder,
      itemCount: countOf.get(c.id) ?? 0,
    }));
  }

  async listItems(menu: MenuKind, lang: Language, categorySlug?: string): Promise<MenuItemView[]> {
    const query = this.items
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.category', 'c')
      .where('c.menu = :menu AND c.visible = true', { menu })
      .orderBy('c.sort_order', 'ASC')
      .addOrderBy('i.sort_order', 'ASC')
      .addOrderBy('i.id', 'ASC');
    if (categorySlug) {
      const exists = await this.categories.exists({ where: { menu, slug: categorySlug, visible: true } });
      if (!exists) throw new NotFoundException(`Category '${categorySlug}' not found`);
      query.andWhere('c.slug = :slug', { slug: categorySlug });
    }
    const rows = await query.getMany();
    return rows.map((i) => ({
      id: i.id,
      slug: i.slug,
      categoryId: i.categoryId,
      category: i.category.slug,
      name: pick(i.name, lang),
      description: pick(i.description, lang),
      ingredients: pick(i.ingredients, lang),
      allergens: i.allergens,
      price: i.price,
      image: i.image,
      featured: i.featured,
      available: i.available,
    }));
  }

  /** The menu an item's slug belongs to, for its picture's colours. */
  async imageInfo(slug: string): Promise<{ name: string; category: string } | null> {
    const row = await this.items.findOne({ where: { slug }, relations: { category: true } });
    return row ? { name: pick(row.name, 'en'), category: row.category.slug } : null;
  }
}
