import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { apiError } from '../common/api-error';
import { type ApiErrorCode, type DeliveryZoneDto, type PricingSettings } from 'shared-lib/contracts';
import {
  isOrderAheadSlot,
  DEFAULT_PREP_TARGETS,
  ORDER_AHEAD_TYPES,
  exactOrderTotals,
  fromQapik,
  openingHoursOf,
  openingStatus,
  stationForCategory,
  type KitchenStation,
  toQapik,
  type OpeningHours,
  type LatLng,
  zoneFor,
  isRestaurantTable,
  tableCountOf,
} from 'shared-lib/domain';
import { DeliveryZonesService } from '../delivery/delivery-zones.service';
import { EventBus } from '../events/event-bus';
import { MenuItem } from '../menu/entities/menu-item.entity';
import { pick } from '../menu/entities/localized-text';
import { SettingsService } from '../settings/settings.service';
import { type ChosenOption } from './order.entity';
import { type RequestOf, createOrderBody, orderLineSchema } from 'shared-lib/requests';

/** What an order is priced from: the orderable items by id, the pricing settings, and the price-list version read before them. */
export interface PriceList {
  version: string;
  items: Map<number, MenuItem>;
  pricing: PricingSettings;
  /** Online ordering paused by a manager (a setting: changing it moves the version on, like a price). */
  paused: boolean;
  /** The largest total the website takes, in qapik. */
  maxTotal: number;
  /** When the restaurant takes online orders (its opening hours and closed dates). */
  hours: OpeningHours;
  /** The kitchen's stations: each line goes to its category's. */
  stations: KitchenStation[] | undefined;
  /** Where the restaurant delivers, in the order the zones are tried; none: anywhere, at the flat fee. */
  zones: DeliveryZoneDto[];
  /** The restaurant's place: a distance zone counts from it. */
  restaurant: LatLng;
  /** How many tables the restaurant has (an order at a table names one of them). */
  tableCount: number;
  /** The kitchen's prep target (minutes an order may take before it is late): an order ahead fires this long before it is due. */
  prepMinutes: number;
}

export function unprocessable(field: string, message: string, code: ApiErrorCode = 'OPTION_INVALID'): never {
  throw new UnprocessableEntityException(apiError(code, field, undefined, message));
}

/** Checks a line's customisations against the item's groups and prices them from the menu. */
function chooseOptions(item: MenuItem, line: RequestOf<typeof orderLineSchema>, field: string): ChosenOption[] {
  const chosen: ChosenOption[] = [];
  const given = line.customizations ?? {};
  const name = pick(item.name, 'en');
  for (const key of Object.keys(given)) {
    if (!item.customizations.some((g) => g.key === key)) unprocessable(`${field}.customizations.${key}`, `${name} has no option group '${key}'`);
  }
  for (const group of item.customizations) {
    const value = given[group.key];
    const keys = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (keys.some((k) => typeof k !== 'string')) unprocessable(`${field}.customizations.${group.key}`, `Choose options of '${group.key}' by their keys`);
    if (!group.multiple && keys.length > 1) unprocessable(`${field}.customizations.${group.key}`, `Choose one option of '${group.key}' for ${name}`);
    if (group.required && keys.length === 0) unprocessable(`${field}.customizations.${group.key}`, `Choose a ${group.key} for ${name}`);
    if (new Set(keys).size !== keys.length) unprocessable(`${field}.customizations.${group.key}`, `An option of '${group.key}' is chosen twice`);
    for (const k of keys) {
      const option = group.options.find((o) => o.key === k);
      if (!option) unprocessable(`${field}.customizations.${group.key}`, `'${k}' is not an option of '${group.key}' for ${name}`);
      chosen.push({ group: group.key, option: option.key, name: option.name, priceDelta: option.priceDelta });
    }
  }
  return chosen;
}

/**
 * What orders are priced from, and the pricing itself: the orderable items, the fees, whether ordering is paused, the
 * opening hours and the kitchen's stations, kept in memory until a menu or settings change (or an order that finds the
 * price-list version moved on) reads them again.
 */
@Injectable()
export class OrderPricing {
  /** What orders are priced from, kept in memory (load). */
  private priceList: Promise<PriceList> | null = null;

  constructor(
    @InjectRepository(MenuItem) private readonly menuItems: Repository<MenuItem>,
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
    private readonly deliveryZones: DeliveryZonesService,
  ) {
    // Not needed for correctness (an order checks the version), it saves the first order after an edit a try.
    this.bus.subscribe('menu', () => (this.priceList = null));
    this.bus.subscribe('settings', () => (this.priceList = null));
  }

  /**
   * The orderable items (category visible, either menu) and the pricing settings, with the price-list version
   * read before them (database/migrations/1764000000000-price-list-version.ts). Kept until an order finds the
   * version moved on; a failed load is not kept.
   */
  load(fresh = false): Promise<PriceList> {
    if (this.priceList && !fresh) return this.priceList;
    const loading = (async (): Promise<PriceList> => {
      // the version first: a change committed between the reads makes the list look older, never newer
      const [row] = (await this.menuItems.manager.query('SELECT version::text AS version FROM price_list_version')) as Array<{ version: string }>;
      const items = await this.menuItems.find({ where: { category: { visible: true } }, relations: { category: true } });
      const [pricing, ordering, restaurant, zones] = await Promise.all([
        this.settings.pricing(),
        this.settings.ordering(),
        this.settings.restaurant(),
        this.deliveryZones.list(),
      ]);
      return {
        version: row!.version,
        items: new Map(items.map((i) => [i.id, i])),
        pricing,
        paused: ordering.paused,
        maxTotal: toQapik(ordering.maxOrderTotal),
        hours: openingHoursOf(restaurant),
        stations: ordering.stations,
        zones,
        restaurant: restaurant.geo,
        tableCount: tableCountOf(ordering),
        prepMinutes: ordering.prepTargets?.late ?? DEFAULT_PREP_TARGETS.late,
      };
    })();
    this.priceList = loading;
    loading.catch(() => {
      if (this.priceList === loading) this.priceList = null;
    });
    return loading;
  }

  /** Prices the lines and the order from a price list (any price the client sends is ignored); 422 with the field otherwise. */
  /**
   * `byStaff`: staff entering an order at the counter go through a pause, which stops online orders only (as a closed
   * date does); `anyHour`: staff (or a test server) may order outside the opening hours.
   */
  price(dto: RequestOf<typeof createOrderBody>, list: PriceList, { byStaff, anyHour }: { byStaff: boolean; anyHour: boolean }) {
    if (list.paused && !byStaff) throw new ConflictException(apiError('ORDERING_PAUSED'));
    // Online orders only while the restaurant is open; staff entering an order at the counter may always.
    // An order ahead is for one of the slots (orderAheadSlots), whatever the hour now; staff may not bend that rule.
    if (dto.scheduledFor !== undefined) {
      if (!ORDER_AHEAD_TYPES.includes(dto.orderType) || !isOrderAheadSlot(list.hours, new Date(dto.scheduledFor))) {
        throw new UnprocessableEntityException(apiError('ORDER_AHEAD_UNAVAILABLE', 'scheduledFor'));
      }
    } else if (!anyHour) {
      const { open, next } = openingStatus(list.hours, new Date());
      if (!open) throw new ConflictException(next ? apiError('RESTAURANT_CLOSED', 'openingHours', { opensAt: next }) : apiError('RESTAURANT_CLOSED_FOR_NOW'));
    }
    if (dto.orderType === 'table' && !isRestaurantTable(dto.tableNumber ?? '', list.tableCount)) {
      throw new UnprocessableEntityException(apiError('TABLE_UNKNOWN', 'tableNumber', { max: list.tableCount }));
    }
    const lines = dto.items.map((line, index) => {
      const field = `items.${index}`;
      const item = list.items.get(line.menuItemId);
      if (!item) unprocessable(`${field}.menuItemId`, `Item ${line.menuItemId} is not on the menu`, 'ITEM_UNAVAILABLE');
      if (!item.available) unprocessable(`${field}.menuItemId`, `${pick(item.name, 'en')} is not available right now`, 'ITEM_UNAVAILABLE');
      const options = chooseOptions(item, line, field);
      const unit = toQapik(item.price) + options.reduce((sum, o) => sum + toQapik(o.priceDelta), 0);
      if (unit < 0) unprocessable(field, `${pick(item.name, 'en')} cannot cost less than nothing`, 'ITEM_UNAVAILABLE');
      return { item, line, options, unit, total: unit * line.quantity, station: stationForCategory(item.category?.slug, list.stations) };
    });
    const subtotal = fromQapik(lines.reduce((sum, l) => sum + l.total, 0));
    const zone = dto.orderType === 'delivery' ? deliveryZoneOf(dto, list, subtotal) : null;
    const totals = exactOrderTotals(subtotal, dto.orderType, zone ? { ...list.pricing, deliveryFee: zone.fee } : list.pricing);
    if (toQapik(totals.total) > list.maxTotal) throw new UnprocessableEntityException(apiError('ORDER_TOO_LARGE', 'items', { max: fromQapik(list.maxTotal) }));
    return { lines, totals, zone };
  }
}

/**
 * The zone that prices a delivery: the first holding the diner's pin (shared-lib's zoneFor, the rule the checkout shows
 * before the order). No pin, a pin out of reach or an order below the zone's minimum is refused with the field.
 * A restaurant with no zones delivers anywhere at the flat fee.
 */
function deliveryZoneOf(dto: RequestOf<typeof createOrderBody>, list: PriceList, subtotal: string): DeliveryZoneDto | null {
  if (list.zones.length === 0) return null;
  if (!dto.deliveryLocation) throw new UnprocessableEntityException(apiError('DELIVERY_PIN_NEEDED', 'deliveryLocation'));
  const zone = zoneFor(list.zones, dto.deliveryLocation, list.restaurant);
  if (!zone) throw new UnprocessableEntityException(apiError('OUTSIDE_DELIVERY_AREA', 'deliveryLocation'));
  if (toQapik(subtotal) < toQapik(zone.minOrder)) throw new UnprocessableEntityException(apiError('BELOW_ZONE_MINIMUM', 'items', { min: zone.minOrder }));
  return zone;
}

/** An order priced: its lines (item, options, unit and line totals, station) and its totals. */
export type PricedOrder = ReturnType<OrderPricing['price']>;
