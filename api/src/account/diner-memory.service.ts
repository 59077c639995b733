import { apiError } from '../common/api-error';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SAVED_ADDRESSES_MAX, type FavouriteDishDto, type SavedAddressDto } from 'shared-lib/contracts';
import type { Language } from 'shared-lib/domain';
import { returnedRows } from '../common/returned-rows';
import { MenuService } from '../menu/menu.service';

/** The largest id PostgreSQL's `int` holds: a bigger one in a path is an item or address that does not exist. */
const INT_MAX = 2147483647;
const ADDRESS_NOT_FOUND = apiError('ADDRESS_NOT_FOUND', 'id');
const ITEM_NOT_FOUND = apiError('MENU_ITEM_NOT_FOUND', 'itemId');

/**
 * What a diner's account remembers: the delivery addresses it used (the last SAVED_ADDRESSES_MAX, newest use first)
 * and its favourite dishes. Rows belong to the account and go with it.
 */
@Injectable()
export class DinerMemoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly menu: MenuService,
  ) {}

  async addresses(userId: string): Promise<SavedAddressDto[]> {
    const rows = (await this.db.query('SELECT id, address, last_used_at FROM saved_addresses WHERE user_id = $1 ORDER BY last_used_at DESC, id DESC', [
      userId,
    ])) as Array<{ id: number; address: string; last_used_at: Date }>;
    return rows.map((r) => ({ id: r.id, address: r.address, lastUsedAt: new Date(r.last_used_at).toISOString() }));
  }

  /**
   * Keeps an address (its use moves it first) and lets go of the oldest beyond the maximum, in one statement (whose
   * DELETE sees the rows as they were before it: the kept one is left out of the count by id).
   */
  async rememberAddress(userId: string, address: string): Promise<SavedAddressDto[]> {
    await this.db.query(
      `WITH kept AS (
         INSERT INTO saved_addresses (user_id, address) VALUES ($1, $2)
         ON CONFLICT ON CONSTRAINT uq_saved_addresses_user_address DO UPDATE SET last_used_at = now()
         RETURNING id
       )
       DELETE FROM saved_addresses
        WHERE user_id = $1 AND id NOT IN (SELECT id FROM kept)
          AND id NOT IN (SELECT id FROM saved_addresses WHERE user_id = $1 AND id NOT IN (SELECT id FROM kept) ORDER BY last_used_at DESC, id DESC LIMIT $3)`,
      [userId, address.trim(), SAVED_ADDRESSES_MAX - 1],
    );
    return this.addresses(userId);
  }

  async forgetAddress(userId: string, id: number): Promise<SavedAddressDto[]> {
    const removed =
      id <= INT_MAX ? returnedRows(await this.db.query('DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])) : [];
    if (removed.length === 0) throw new NotFoundException(ADDRESS_NOT_FOUND);
    return this.addresses(userId);
  }

  /** The favourite dishes still on a menu, the latest first (one hidden or removed since is left out). */
  async favourites(userId: string, lang: Language): Promise<FavouriteDishDto[]> {
    const rows = (await this.db.query('SELECT menu_item_id FROM favourite_items WHERE user_id = $1 ORDER BY created_at DESC, menu_item_id', [
      userId,
    ])) as Array<{ menu_item_id: number }>;
    return this.menu.itemsByIds(
      rows.map((r) => Number(r.menu_item_id)),
      lang,
    );
  }

  async setFavourite(userId: string, itemId: number, favourite: boolean, lang: Language): Promise<FavouriteDishDto[]> {
    if (favourite) {
      const [shown] = itemId <= INT_MAX ? await this.menu.itemsByIds([itemId], lang) : [];
      if (!shown) throw new NotFoundException(ITEM_NOT_FOUND);
      await this.db.query('INSERT INTO favourite_items (user_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, itemId]);
    } else if (itemId <= INT_MAX) {
      await this.db.query('DELETE FROM favourite_items WHERE user_id = $1 AND menu_item_id = $2', [userId, itemId]);
    }
    return this.favourites(userId, lang);
  }
}
