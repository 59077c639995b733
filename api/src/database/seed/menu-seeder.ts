import type { DataSource } from 'typeorm';
import { toMoneyString } from 'shared-lib/domain';
import { BirthdayPackage } from '../../birthday/birthday-package.entity';
import { MenuCategory } from '../../menu/entities/menu-category.entity';
import { MenuItem } from '../../menu/entities/menu-item.entity';
import { BIRTHDAY_SEED, MENU_SEED } from './menu-seed-data';

/** Seeds both menus and the birthday packages once, into an empty database; returns whether it seeded. */
export async function seedMenus(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    if ((await em.count(MenuCategory)) > 0) return false;
    for (const [ci, category] of MENU_SEED.entries()) {
      const saved = await em.save(em.create(MenuCategory, { menu: category.menu, slug: category.slug, name: category.name, description: {}, sortOrder: ci }));
      await em.save(
        category.items.map((it, ii) =>
          em.create(MenuItem, {
            categoryId: saved.id,
            slug: it.slug,
            name: it.name,
            description: it.description,
            ingredients: it.ingredients,
            allergens: it.allergens,
            dietary: it.dietary,
            price: toMoneyString(it.price),
            image: `/api/menu/images/${it.slug}.svg`,
            featured: it.featured ?? false,
            available: it.available ?? true,
            sortOrder: ii,
            customizations: it.customizations ?? [],
          }),
        ),
      );
    }
    await em.save(BIRTHDAY_SEED.map((p, i) => em.create(BirthdayPackage, { ...p, sortOrder: i })));
    return true;
  });
}
