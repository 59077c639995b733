import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { apiError } from '../common/api-error';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type MenuKind } from 'shared-lib/contracts';
import { SUPPORTED_LANGUAGES, toMoneyString } from 'shared-lib/domain';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import type { LocalizedText } from './entities/localized-text';
import { MenuPhotos } from './menu-photos';
import { MenuService } from './menu.service';
import { type RequestOf, createCategoryBody, createItemBody, updateCategoryBody, updateItemBody } from 'shared-lib/requests';

/** Which of the four languages a text lacks, e.g. ['name.ru']. */
function missing(field: string, text: Partial<LocalizedText> | undefined): string[] {
  return SUPPORTED_LANGUAGES.filter((l) => !text?.[l]?.trim()).map((l) => `${field}.${l}`);
}

/** The drawn picture of a dish (the picture pipeline draws one for any slug). */
function drawnPicture(slug: string): string {
  return `/api/menu/images/${slug}.svg`;
}

function clean<T extends object>(dto: T): T {
  return JSON.parse(JSON.stringify(dto)) as T;
}

@Injectable()
export class AdminMenuService {
  constructor(
    @InjectRepository(MenuCategory) private readonly categories: Repository<MenuCategory>,
    @InjectRepository(MenuItem) private readonly items: Repository<MenuItem>,
    private readonly menu: MenuService,
    private readonly photos: MenuPhotos,
  ) {}

  /** Both menus or one, with every language and the translations still missing. */
  async overview(menu?: MenuKind) {
    const categories = await this.categories.find({ where: menu ? { menu } : {}, order: { menu: 'ASC', sortOrder: 'ASC', id: 'ASC' } });
    const items = await this.items.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return categories.map((c) => ({
      ...this.categoryView(c),
      items: items.filter((i) => i.categoryId === c.id).map((i) => this.itemView(i)),
    }));
  }

  categoryView(c: MenuCategory) {
    return {
      id: c.id,
      menu: c.menu,
      slug: c.slug,
      name: c.name,
      description: c.description,
      sortOrder: c.sortOrder,
      visible: c.visible,
      missingTranslations: [...missing('name', c.name)],
    };
  }

  itemView(i: MenuItem) {
    return {
      id: i.id,
      categoryId: i.categoryId,
      slug: i.slug,
      name: i.name,
      description: i.description,
      ingredients: i.ingredients,
      allergens: i.allergens,
      dietary: i.dietary,
      price: i.price,
      image: i.image,
      featured: i.featured,
      available: i.available,
      sortOrder: i.sortOrder,
      customizations: i.customizations,
      missingTranslations: [...missing('name', i.name), ...missing('description', i.description)],
    };
  }

  async createCategory(dto: RequestOf<typeof createCategoryBody>) {
    const row = this.categories.create({ ...clean(dto), name: dto.name as LocalizedText, description: dto.description ?? {} });
    const saved = await this.categories.save(row).catch((e) => MenuService.conflictOnDuplicate(e));
    await this.menu.changed();
    return this.categoryView(saved);
  }

  async updateCategory(id: number, dto: RequestOf<typeof updateCategoryBody>) {
    const row = await this.categories.findOne({ where: { id } });
    if (!row) throw new NotFoundException(apiError('CATEGORY_NOT_FOUND'));
    Object.assign(row, clean(dto));
    const saved = await this.categories.save(row).catch((e) => MenuService.conflictOnDuplicate(e));
    await this.menu.changed();
    return this.categoryView(saved);
  }

  private async assertCategory(id: number) {
    if (!(await this.categories.exists({ where: { id } }))) {
      throw new NotFoundException(apiError('CATEGORY_NOT_FOUND', 'categoryId'));
    }
  }

  async createItem(dto: RequestOf<typeof createItemBody>) {
    await this.assertCategory(dto.categoryId);
    const row = this.items.create({
      ...clean(dto),
      name: dto.name as LocalizedText,
      description: dto.description as LocalizedText,
      ingredients: (dto.ingredients ?? {}) as LocalizedText,
      allergens: dto.allergens ?? [],
      dietary: [...new Set(dto.dietary ?? [])],
      price: toMoneyString(dto.price),
      image: dto.image ?? drawnPicture(dto.slug),
      customizations: (dto.customizations ?? []) as MenuItem['customizations'],
    });
    const saved = await this.items.save(row).catch((e) => MenuService.conflictOnDuplicate(e));
    await this.menu.changed();
    return this.itemView(saved);
  }

  /** Whether a dish is on the menu now (MENU_ITEM_NOT_FOUND when there is no such dish). */
  async availability(id: number): Promise<boolean> {
    const row = await this.items.findOne({ where: { id }, select: { id: true, available: true } });
    if (!row) throw new NotFoundException(apiError('MENU_ITEM_NOT_FOUND'));
    return row.available;
  }

  async updateItem(id: number, dto: RequestOf<typeof updateItemBody>) {
    const row = await this.items.findOne({ where: { id } });
    if (!row) throw new NotFoundException(apiError('MENU_ITEM_NOT_FOUND'));
    if (dto.categoryId !== undefined) await this.assertCategory(dto.categoryId);
    Object.assign(row, clean(dto));
    if (dto.price !== undefined) row.price = toMoneyString(dto.price);
    if (dto.dietary !== undefined) row.dietary = [...new Set(dto.dietary)];
    const saved = await this.items.save(row).catch((e) => MenuService.conflictOnDuplicate(e));
    await this.menu.changed();
    return this.itemView(saved);
  }

  async deleteItem(id: number) {
    const row = await this.items.findOne({ where: { id } });
    if (!row) throw new NotFoundException(apiError('MENU_ITEM_NOT_FOUND'));
    await this.items.delete({ id });
    await this.photos.remove(row.image);
    await this.menu.changed();
  }

  private async item(id: number): Promise<MenuItem> {
    const row = await this.items.findOne({ where: { id } });
    if (!row) throw new NotFoundException(apiError('MENU_ITEM_NOT_FOUND'));
    return row;
  }

  /** A new photo for the item (the previous upload's files are removed once the item points at the new one). */
  async setPhoto(id: number, buffer: Buffer) {
    const row = await this.item(id);
    const previous = row.image;
    row.image = await this.photos.store(buffer);
    const saved = await this.items.save(row);
    await this.photos.remove(previous);
    await this.menu.changed();
    return this.itemView(saved);
  }

  /** Back to the item's drawn picture. */
  async removePhoto(id: number) {
    const row = await this.item(id);
    const previous = row.image;
    row.image = drawnPicture(row.slug);
    const saved = await this.items.save(row);
    await this.photos.remove(previous);
    await this.menu.changed();
    return this.itemView(saved);
  }

  /** A copy in the same category, hidden (not available) until staff check it: slug and names marked as a copy. */
  async duplicateItem(id: number) {
    const row = await this.item(id);
    let slug = `${row.slug}-copy`.slice(0, 120);
    for (let n = 2; await this.items.exists({ where: { slug } }); n++) slug = `${row.slug}-copy-${n}`.slice(0, 120);
    const copy = this.items.create({
      categoryId: row.categoryId,
      slug,
      name: Object.fromEntries(Object.entries(row.name).map(([l, v]) => [l, `${v} (2)`])) as LocalizedText,
      description: row.description,
      ingredients: row.ingredients,
      allergens: row.allergens,
      dietary: row.dietary,
      price: row.price,
      image: drawnPicture(slug),
      featured: false,
      available: false,
      sortOrder: row.sortOrder + 1,
      customizations: row.customizations,
    });
    const saved = await this.items.save(copy);
    await this.menu.changed();
    return this.itemView(saved);
  }

  /** Only an empty category can go: its items are moved or deleted first (nothing on the menu disappears by surprise). */
  async deleteCategory(id: number) {
    if (!(await this.categories.exists({ where: { id } }))) throw new NotFoundException(apiError('CATEGORY_NOT_FOUND'));
    if (await this.items.exists({ where: { categoryId: id } })) throw new ConflictException(apiError('CATEGORY_NOT_EMPTY'));
    await this.categories.delete({ id });
    await this.menu.changed();
  }
}
