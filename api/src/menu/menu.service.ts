import { apiError } from '../common/api-error';
import { createHash } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type MenuCategoryDto, type MenuItemDto, type MenuKind } from 'shared-lib/contracts';
import { searchMenuItems, SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { ok } from '../common/envelope';
import { EventBus } from '../events/event-bus';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import { pick } from './entities/localized-text';

/** The longest a cached menu read is kept (a safety net: changes clear it at once). */
export const MENU_CACHE_TTL_MS = 30000;

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
    dietary: i.dietary ?? [],
    otherNames: SUPPORTED_LANGUAGES.filter((l) => l !== lang)
      .map((l) => i.name[l] ?? '')
      .filter(Boolean),
    searchText: SUPPORTED_LANGUAGES.map((l) => `${i.category?.name[l] ?? ''} ${i.ingredients[l] ?? ''}`).join(' '),
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
  /**
   * The public menu reads, kept in memory until the menu changes: an admin edit through any API instance clears
   * every instance's copy (the event bus carries it through PostgreSQL LISTEN/NOTIFY), and nothing is kept longer
   * than MENU_CACHE_TTL_MS in case an event is lost while the listener reconnects. Without it each menu request
   * hydrated every item from the database (most of its time; see bench/report.md).
   */
  private readonly cache = new Map<string, { at: number; value: Promise<unknown>; settled?: unknown }>();
  private generation = 0;

  constructor(
    @InjectRepository(MenuCategory) private readonly categories: Repository<MenuCategory>,
    @InjectRepository(MenuItem) private readonly items: Repository<MenuItem>,
    private readonly bus: EventBus,
  ) {
    this.bus.subscribe('menu', () => this.forget());
  }

  /** After a change to the menu: forget it here at once, and on every other instance through the bus. */
  async changed(): Promise<void> {
    this.forget();
    // the change's version: the storefront reads the dishes again past the web server's micro-cache (`?v=`)
    await this.bus.publish('menu', { type: 'changed', version: String(Date.now()) }).catch(() => undefined);
  }

  private forget(): void {
    this.generation++;
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < MENU_CACHE_TTL_MS) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    const entry: { at: number; value: Promise<unknown>; settled?: unknown } = { at: Date.now(), value };
    this.cache.set(key, entry);
    // A failed read is not kept, nor one that raced a change.
    const drop = () => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    };
    value.then((v) => (generation !== this.generation ? drop() : (entry.settled = v)), drop);
    return value;
  }

  async listCategories(menu: MenuKind, lang: Language): Promise<MenuCategoryDto[]> {
    const rows = await this.visibleCategories(menu);
    const countOf = await this.cached('counts', async () => {
      const counts = await this.items
        .createQueryBuilder('i')
        .select('i.category_id', 'categoryId')
        .addSelect('COUNT(*)::int', 'count')
        .groupBy('i.category_id')
        .getRawMany<{ categoryId: number; count: number }>();
      return new Map(counts.map((r) => [Number(r.categoryId), Number(r.count)]));
    });
    return rows.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: pick(c.name, lang),
      description: pick(c.description, lang),
      sortOrder: c.sortOrder,
      itemCount: countOf.get(c.id) ?? 0,
    }));
  }

  private visibleCategories(menu: MenuKind): Promise<MenuCategory[]> {
    return this.cached(`categories:${menu}`, () => this.categories.find({ where: { menu, visible: true }, order: { sortOrder: 'ASC', id: 'ASC' } }));
  }

  /** The visible items of a menu, in category then item order (shared by every request: never mutate them). */
  private async rows(menu: MenuKind, filter: { categorySlug?: string; featured?: boolean; id?: number } = {}): Promise<MenuItem[]> {
    const all = await this.cached(`items:${menu}`, () =>
      this.items
        .createQueryBuilder('i')
        .innerJoinAndSelect('i.category', 'c')
        .where('c.menu = :menu AND c.visible = true', { menu })
        .orderBy('c.sort_order', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .addOrderBy('i.sort_order', 'ASC')
        .addOrderBy('i.id', 'ASC')
        .getMany(),
    );
    return all.filter(
      (i) =>
        (!filter.categorySlug || i.category.slug === filter.categorySlug) &&
        (!filter.featured || i.featured) &&
        (filter.id === undefined || i.id === filter.id),
    );
  }

  /**
   * The whole item list of a language as the response body, `ok(...)` serialised once per change (the menu page's
   * request), with its entity tag (a hash of those bytes): the same on every API process for the same menu.
   */
  itemsBody(menu: MenuKind, lang: Language): Promise<{ body: Buffer; etag: string }> {
    return this.cached(`body:${menu}:${lang}`, async () => {
      const body = Buffer.from(JSON.stringify(ok(await this.itemDtos(menu, lang))));
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    });
  }

  /** The item list of a language as the API sends it, kept like the rows. */
  private itemDtos(menu: MenuKind, lang: Language): Promise<MenuItemDto[]> {
    return this.cached(`dtos:${menu}:${lang}`, async () => (await this.rows(menu)).map((i) => toItemDto(i, lang)));
  }

  async listItems(menu: MenuKind, lang: Language, categorySlug?: string): Promise<MenuItemDto[]> {
    if (!categorySlug) return this.itemDtos(menu, lang);
    const exists = (await this.visibleCategories(menu)).some((c) => c.slug === categorySlug);
    if (!exists) throw new NotFoundException(apiError('CATEGORY_NOT_FOUND'));
    return (await this.rows(menu, { categorySlug })).map((i) => toItemDto(i, lang));
  }

  /** These items, on whichever visible menu they are, in the order of the ids given (a diner's favourites). */
  async itemsByIds(ids: readonly number[], lang: Language): Promise<Array<{ menu: MenuKind; item: MenuItemDto }>> {
    const found = new Map<number, { menu: MenuKind; item: MenuItemDto }>();
    for (const menu of ['main', 'mokaland'] as const)
      for (const item of await this.itemDtos(menu, lang)) if (ids.includes(item.id)) found.set(item.id, { menu, item });
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async featured(menu: MenuKind, lang: Language): Promise<MenuItemDto[]> {
    return (await this.rows(menu, { featured: true })).map((i) => toItemDto(i, lang));
  }

  async item(menu: MenuKind, id: number, lang: Language): Promise<MenuItemDto> {
    const [row] = await this.rows(menu, { id });
    if (!row) throw new NotFoundException(apiError('MENU_ITEM_NOT_FOUND'));
    return toItemDto(row, lang);
  }

  /** The menu's search: searchMenuItems, the same rule the menu page runs as the diner types. */
  async search(menu: MenuKind, query: string, lang: Language): Promise<MenuItemDto[]> {
    return searchMenuItems(await this.itemDtos(menu, lang), query);
  }

  /** The menu an item's slug belongs to, for its picture's colours. */
  async imageInfo(slug: string): Promise<{ slug: string; name: string; category: string } | null> {
    const row = await this.items.findOne({ where: { slug }, relations: { category: true } });
    return row ? { slug, name: pick(row.name, 'en'), category: row.category.slug } : null;
  }

  /** A slug taken already (the unique index's violation) is the caller's conflict, whatever the row. */
  static conflictOnDuplicate(error: unknown): never {
    if ((error as { code?: string }).code === '23505') throw new ConflictException(apiError('SLUG_TAKEN', 'slug'));
    throw error;
  }
}
