import { Inject, Injectable } from '@nestjs/common';
import { type AppConfigType, appConfig } from '../config/app-config';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type OrderingSettings, type PricingSettings, type PublicSettings, type ReservationSettings, type RestaurantInfo } from 'shared-lib/contracts';
import { MAX_ORDER_TOTAL, PAYMENT_METHODS, toMoneyString } from 'shared-lib/domain';
import { DEFAULT_PRICING, DEFAULT_RESERVATIONS, DEFAULT_RESTAURANT } from './settings.defaults';
import { EventBus } from '../events/event-bus';
import { Setting } from './setting.entity';
import { type RequestOf, operationsSettingsBody, updateSettingsBody } from 'shared-lib/requests';

const PRICING = 'pricing';
const RESTAURANT = 'restaurant';
const RESERVATIONS = 'reservations';
const ORDERING = 'ordering';
const NOTIFICATIONS = 'notifications';

/** Where the restaurant hears of bookings by e-mail (staff only: never in the public settings). */
export interface NotificationSettings {
  /** The restaurant's address for staff e-mails; null: the public contact e-mail. */
  email: string | null;
  /** E-mail the restaurant each party (birthday) booking. */
  partyBookings: boolean;
  /** E-mail the restaurant every other booking too. */
  allBookings: boolean;
}
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { email: null, partyBookings: true, allBookings: false };

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly bus: EventBus,
  ) {}

  private async stored<T>(key: string): Promise<Partial<T>> {
    const row = await this.settings.findOne({ where: { key } });
    return (row?.value as Partial<T>) ?? {};
  }

  async pricing(): Promise<PricingSettings> {
    return { ...DEFAULT_PRICING, ...(await this.stored<PricingSettings>(PRICING)) };
  }

  async restaurant(): Promise<RestaurantInfo> {
    return { ...DEFAULT_RESTAURANT, ...(await this.stored<RestaurantInfo>(RESTAURANT)) };
  }

  async reservations(): Promise<ReservationSettings> {
    return { ...DEFAULT_RESERVATIONS, ...(await this.stored<ReservationSettings>(RESERVATIONS)) };
  }

  async ordering(): Promise<OrderingSettings> {
    return {
      paused: false,
      maxOrderTotal: toMoneyString(MAX_ORDER_TOTAL),
      ...(await this.stored<OrderingSettings>(ORDERING)),
      followsOpeningHours: !this.config.ordersOutsideHours,
    };
  }

  async notifications(): Promise<NotificationSettings> {
    return { ...DEFAULT_NOTIFICATIONS, ...(await this.stored<NotificationSettings>(NOTIFICATIONS)) };
  }

  async setNotifications(changes: Partial<NotificationSettings>, userId: string): Promise<NotificationSettings> {
    const current = await this.stored<NotificationSettings>(NOTIFICATIONS);
    await this.settings.save({ key: NOTIFICATIONS, value: { ...current, ...JSON.parse(JSON.stringify(changes)) }, updatedBy: userId });
    return this.notifications();
  }

  /** Pauses or resumes online ordering (a manager's switch on the order board). */
  async setOrderingPaused(paused: boolean, userId: string): Promise<OrderingSettings> {
    const current = await this.stored<OrderingSettings>(ORDERING);
    await this.settings.save({ key: ORDERING, value: { ...current, paused }, updatedBy: userId });
    // Every open order board hears of it at once, and every storefront page that follows the settings.
    await this.bus.publish('order', { type: 'ordering', paused }).catch(() => undefined);
    await this.bus.publish('settings', { type: 'changed' }).catch(() => undefined);
    return this.ordering();
  }

  async all(): Promise<PublicSettings> {
    const [restaurant, settings, reservations, ordering] = await Promise.all([this.restaurant(), this.pricing(), this.reservations(), this.ordering()]);
    return { restaurant, settings, reservations, ordering, siteUrl: this.config.siteUrl };
  }

  /** A manager's day-to-day settings: fees, seats, opening hours and closed dates, prep-time targets (one transaction). */
  async updateOperations(dto: RequestOf<typeof operationsSettingsBody>, userId: string): Promise<PublicSettings> {
    const { openingHours, prepTargets, stations, paymentMethods, tableCount, staffMarksSoldOut, ...rest } = dto;
    await this.update(
      { ...rest, ...(openingHours ? { restaurant: { openingHours } as RequestOf<typeof updateSettingsBody>['restaurant'] } : {}) },
      userId,
      async (em) => {
        if (!prepTargets && !stations && !paymentMethods && tableCount === undefined && staffMarksSoldOut === undefined) return;
        const current = await this.stored<OrderingSettings>(ORDERING);
        await em.save(Setting, {
          key: ORDERING,
          value: {
            ...current,
            ...(prepTargets ? { prepTargets: { warn: prepTargets.warn, late: prepTargets.late } } : {}),
            ...(paymentMethods ? { paymentMethods: PAYMENT_METHODS.filter((m) => paymentMethods.includes(m)) } : {}),
            ...(tableCount !== undefined ? { tableCount } : {}),
            ...(staffMarksSoldOut !== undefined ? { staffMarksSoldOut } : {}),
            ...(stations
              ? {
                  stations: stations.map((s) => ({
                    id: s.id,
                    name: { az: s.name.az, en: s.name.en, ru: s.name.ru, tr: s.name.tr },
                    categories: [...s.categories],
                  })),
                }
              : {}),
          },
          updatedBy: userId,
        });
      },
    );
    return this.all();
  }

  /** Merges the given fields over what is stored, in one transaction. */
  async update(dto: RequestOf<typeof updateSettingsBody>, userId: string, more?: (em: EntityManager) => Promise<void>): Promise<PublicSettings> {
    await this.settings.manager.transaction(async (em) => {
      await more?.(em);
      if (dto.settings) {
        const current = await this.stored<PricingSettings>(PRICING);
        const next: Partial<PricingSettings> = { ...current, ...dto.settings };
        // A rate keeps 4 decimals (0.1234 = 12.34%).
        if (dto.settings.serviceFeeRate !== undefined) next.serviceFeeRate = Math.round(dto.settings.serviceFeeRate * 10000) / 10000;
        if (dto.settings.deliveryFee !== undefined) next.deliveryFee = toMoneyString(dto.settings.deliveryFee);
        if (dto.settings.freeDeliveryThreshold !== undefined) next.freeDeliveryThreshold = toMoneyString(dto.settings.freeDeliveryThreshold);
        await em.save(Setting, { key: PRICING, value: next, updatedBy: userId });
      }
      if (dto.reservations) {
        const current = await this.stored<ReservationSettings>(RESERVATIONS);
        await em.save(Setting, { key: RESERVATIONS, value: { ...current, ...JSON.parse(JSON.stringify(dto.reservations)) }, updatedBy: userId });
      }
      if (dto.restaurant) {
        const current = await this.stored<RestaurantInfo>(RESTAURANT);
        await em.save(Setting, { key: RESTAURANT, value: { ...current, ...JSON.parse(JSON.stringify(dto.restaurant)) }, updatedBy: userId });
      }
    });
    // storefront pages that follow the settings (the cart, the checkout) read them again: hours, closed dates, fees
    await this.bus.publish('settings', { type: 'changed' }).catch(() => undefined);
    return this.all();
  }
}
