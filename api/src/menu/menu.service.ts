import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { foldSearchText, SUPPORTED_LANGUAGES, type Language, type MenuCategoryDto, type MenuItemDto, type MenuKind } from 'shared-lib/core';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import { pick } from './entities/localized-text';

export function toItemDto(i: MenuItem, lang: Language): MenuItemDto {
  return {
    id: i.id,
    slug: i.slug,
    categoryId: i.categoryId,
    category: i.category?.slug ?? '',
    name: pick(i.name, lang),
    description: pick(i.description, lang),
    ingredients: pick(i.ingredients, lang),
    allergens: i.allergens,
    price: i.price,
    image: i.image,
    featured: i.featured,
    available: i.available,
    sortOrder: i.sortOrder,
    customizations: (i.customizations ?? []).map((g) => ({
      key: g.key,
      name: pick(g.name, lang),
      required: g.required,
      multiple: g.multiple,
      options: g.options.map((o) => ({ key: o.key, name: pick(o.name, lang), priceDelta: o.priceDelta })),
    })),
  };
}

@Injectable()
export class MenuService {
  constructor(
    @InjectRepository(MenuCategory) private readonly categories: Repository<MenuCategory>,
    @InjectRepository(MenuItem) private readonly items: Repository<MenuItem>,
  ) {}

  async listCategories(menu: MenuKind, lang: Language): Promise<MenuCategoryDto[]> {
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
      description: pick(c.description, lang),
      sortOrder: c.sortOrder,
      itemCount: countOf.get(c.id) ?? 0,
    }));
  }

  /** The visible items of a menu, in category then item order. */
  private async rows(menu: MenuKind, filter: { categorySlug?: string; featured?: boolean; id?: number } = {}): Promise<MenuItem[]> {
    const query = this.items
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.category', 'c')
      .where('c.menu = :menu AND c.visible = true', { menu })
      .orderBy('c.sort_order', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .addOrderBy('i.sort_order', 'ASC')
      .addOrderBy('i.id', 'ASC');
    if (filter.categorySlug) query.andWhere('c.slug = :slug', { slug: filter.categorySlug });
    if (filter.featured) query.andWhere('i.featured = true');
    if (filter.id !== undefined) query.andWhere('i.id = :id', { id: filter.id });
    return query.getMany();
  }

  async listItems(menu: MenuKind, lang: Language, categorySlug?: string): Promise<MenuItemDto[]> {
    if (categorySlug) {
      const exists = await this.categories.exists({ where: { menu, slug: categorySlug, visible: true } });
      if (!exists) throw new NotFoundException(`Category '${categorySlug}' not found`);
    }
    return (await this.rows(menu, { categorySlug })).map((i) => toItemDto(i, lang));
  }

  async featured(menu: MenuKind, lang: Language): Promise<MenuItemDto[]> {
    return (await this.rows(menu, { featured: true })).map((i) => toItemDto(i, lang));
  }

  async item(menu: MenuKind, id: number, lang: Language): Promise<MenuItemDto> {
    const [row] = await this.rows(menu, { id });
    if (!row) throw new NotFoundException('Menu item not found');
    return toItemDto(row, lang);
  }

  /**
   * Matches the query in any of the four languages, ignoring case and accents (ə, ı, ş, ç, ğ, ö, ü, İ);
   * items whose name matches come first, then those matching in description or ingredients.
   */
  async search(menu: MenuKind, query: string, lang: Language): Promise<MenuItemDto[]> {
    const q = foldSearchText(query);
    const fold = (texts: Array<Partial<Record<Language, string>> | undefined>) =>
      texts.map((t) => SUPPORTED_LANGUAGES.map((l) => foldSearchText(t?.[l] ?? '')).join(' | ')).join(' | ');
    const ranked: Array<{ rank: number; index: number; item: MenuItem }> = [];
    (await this.rows(menu)).forEach((item, index) => {
      if (fold([item.name]).includes(q)) ranked.push({ rank: 0, index, item });
      else if (fold([item.description, item.ingredients]).includes(q)) ranked.push({ rank: 1, index, item });
    });
    ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
    return ranked.map((r) => toItemDto(r.item, lang));
  }

  /** The menu an item's slug belongs to, for its picture's colours. */
  async imageInfo(slug: string): Promise<{ name: string; category: string } | null> {
    const row = await this.items.findOne({ where: { slug }, relations: { category: true } });
    return row ? { name: pick(row.name, 'en'), category: row.category.slug } : null;
  }

  static conflictOnDuplicate(error: unknown, what: string): never {
    if ((error as { code?: string }).code === '23505') throw new ConflictException({ message: `A ${what} with this slug already exists`, errors: { slug: [`A ${what} with this slug already exists`] } });
    throw error;
  }
}
