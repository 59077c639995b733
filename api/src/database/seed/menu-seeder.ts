import type { DataSource } from 'typeorm';
import { MenuCategory } from '../../menu/entities/menu-category.entity';
import { MenuItem } from '../../menu/entities/menu-item.entity';
import { MENU_SEED } from './menu-seed-data';

/** Seeds both menus once, into an empty database; returns whether it seeded. */
export async function seedMenus(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    if ((await em.count(MenuCategory)) > 0) return false;
    for (const [ci, category] of MENU_SEED.entries()) {
      const saved = await em.save(
        em.create(MenuCategory, { menu: category.menu, slug: category.slug, name: category.name, sortOrder: ci }),
      );
      await em.save(
        category.items.map((it, ii) =>
          em.create(MenuItem, {
            categoryId: saved.id,
            slug: it.slug,
            name: it.name,
            description: it.description,
            ingredients: it.ingredients,
            allergens: it.allergens,
            price: it.price,
            image: `/api/menu/images/${it.slug}.svg`,
            featured: it.featured ?? false,
            available: it.available ?? true,
            sortOrder: ii,
          }),
        ),
      );
    }
    return true;
  });
}
