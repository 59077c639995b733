import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SUPPORTED_LANGUAGES, toMoneyString, type MenuKind } from 'shared-lib/core';
import type { CreateCategoryDto, CreateItemDto, UpdateCategoryDto, UpdateItemDto } from './dto/admin-menu.dto';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import type { LocalizedText } from './entities/localized-text';
import { MenuService } from './menu.service';

/** Which of the four languages a text lacks, e.g. ['name.ru']. */
function missing(field: string, text: Partial<LocalizedText> | undefined): string[] {
  return SUPPORTED_LANGUAGES.filter((l) => !text?.[l]?.trim()).map((l) => `${field}.${l}`);
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
      price: i.price,
      image: i.image,
      featured: i.featured,
      available: i.available,
      sortOrder: i.sortOrder,
      customizations: i.customizations,
      missingTranslations: [...missing('name', i.name), ...missing('description', i.description)],
    };
  }

  async createCategory(dto: CreateCategoryDto) {
    const row = this.categories.create({ ...clean(dto), name: dto.name as LocalizedText, description: dto.description ?? {} });
    const saved = await this.categories.save(row).catch((e) => MenuService.conflictOnDuplicate(e, 'category'));
    await this.menu.changed();
    return this.categoryView(saved);
  }

  async updateCategory(id: number, dto: UpdateCategoryDto) {
    const row = await this.categories.findOne({ where: { id } });
    if (!row) throw new NotFoundException('Category not found');
    Object.assign(row, clean(dto));
    const saved = await this.categories.save(row).catch((e) => MenuService.conflictOnDuplicate(e, 'category'));
    await this.menu.changed();
    return this.categoryView(saved);
  }

  private async assertCategory(id: number) {
    if (!(await this.categories.exists({ where: { id } }))) {
      throw new NotFoundException({ message: 'Category not found', errors: { categoryId: ['Category not found'] } });
    }
  }

  async createItem(dto: CreateItemDto) {
    await this.assertCategory(dto.categoryId);
    const row = this.items.create({
      ...clean(dto),
      name: dto.name as LocalizedText,
      description: dto.description as LocalizedText,
      ingredients: (dto.ingredients ?? {}) as LocalizedText,
      allergens: dto.allergens ?? [],
      price: toMoneyString(dto.price),
      customizations: (dto.customizations ?? []) as MenuItem['customizations'],
    });
    const saved = await this.items.save(row).catch((e) => MenuService.conflictOnDuplicate(e, 'menu item'));
    await this.menu.changed();
    return this.itemView(saved);
  }

  async updateItem(id: number, dto: UpdateItemDto) {
    const row = await this.items.findOne({ where: { id } });
    if (!row) throw new NotFoundException('Menu item not found');
    if (dto.categoryId !== undefined) await this.assertCategory(dto.categoryId);
    Object.assign(row, clean(dto));
    if (dto.price !== undefined) row.price = toMoneyString(dto.price);
    const saved = await this.items.save(row).catch((e) => MenuService.conflictOnDuplicate(e, 'menu item'));
    await this.menu.changed();
    return this.itemView(saved);
  }

  async deleteItem(id: number) {
    const result = await this.items.delete({ id });
    if (!result.affected) throw new NotFoundException('Menu item not found');
    await this.menu.changed();
  }
}
