import type { DataSource } from 'typeorm';
import { toMoneyString } from 'shared-lib/domain';
import { BirthdayPackage } from '../../birthday/birthday-package.entity';
import { MenuCategory } from '../../menu/entities/menu-category.entity';
import { MenuItem } from '../../menu/entities/menu-item.entity';
import { DeliveryZone } from '../../delivery/delivery-zone.entity';
import { BIRTHDAY_SEED, DELIVERY_ZONES_SEED, MENU_SEED } from './menu-seed-data';

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
    // A new restaurant starts with two delivery zones around Fountain Square (a database from before the zones keeps
    // delivering anywhere at the flat fee until a manager draws some: a checkout built before pins still works there).
    await em.save(DELIVERY_ZONES_SEED.map((zone, position) => em.create(DeliveryZone, { ...zone, position })));
    return true;
  });
}
