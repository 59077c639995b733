import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { Environment } from './environment';
import { PGliteDriver } from 'typeorm-pglite';
import { BirthdayPackage } from '../birthday/birthday-package.entity';
import { ChatMessage } from '../chat/chat-message.entity';
import { ContactMessage, Subscriber } from '../contact/contact.entities';
import { InitialSchema1763800000000 } from '../database/migrations/1763800000000-initial-schema';
import { OrdersReservationsContactGalleryChat1763900000000 } from '../database/migrations/1763900000000-orders-reservations-contact-gallery-chat';
import { PriceListVersion1764000000000 } from '../database/migrations/1764000000000-price-list-version';
import { IdempotencyFingerprint1764100000000 } from '../database/migrations/1764100000000-idempotency-fingerprint';
import { RateLimits1764200000000 } from '../database/migrations/1764200000000-rate-limits';
import { MailOutbox1764300000000 } from '../database/migrations/1764300000000-mail-outbox';
import { EmailChanges1764400000000 } from '../database/migrations/1764400000000-email-changes';
import { OrderEmail1764500000000 } from '../database/migrations/1764500000000-order-email';
import { PasswordResets1764900000000 } from '../database/migrations/1764900000000-password-resets';
import { MenuDietaryTags1765000000000 } from '../database/migrations/1765000000000-menu-dietary-tags';
import { OrderAhead1765100000000 } from '../database/migrations/1765100000000-order-ahead';
import { DinerMemory1765200000000 } from '../database/migrations/1765200000000-diner-memory';
import { MailAllowances1765300000000 } from '../database/migrations/1765300000000-mail-allowances';
import { RetiredTokens1765400000000 } from '../database/migrations/1765400000000-retired-tokens';
import { UserLanguage1765500000000 } from '../database/migrations/1765500000000-user-language';
import { SessionFamilies1765600000000 } from '../database/migrations/1765600000000-session-families';
import { HealthEvents1765700000000 } from '../database/migrations/1765700000000-health-events';
import { HealthEvent } from '../release-health/health-event.entity';
import { RemoteRollouts1765800000000 } from '../database/migrations/1765800000000-remote-rollouts';
import { EveryItemTagged1765900000000 } from '../database/migrations/1765900000000-every-item-tagged';
import { DeliveryZones1766000000000 } from '../database/migrations/1766000000000-delivery-zones';
import { OrderChanges1766100000000 } from '../database/migrations/1766100000000-order-changes';
import { OrderFireTimes1766200000000 } from '../database/migrations/1766200000000-order-fire-times';
import { OrderLineAllergens1766300000000 } from '../database/migrations/1766300000000-order-line-allergens';
import { RemoteRolloutRow, RolloutChangeRow } from '../releases/rollout.entities';
import { KitchenDevices1764800000000 } from '../database/migrations/1764800000000-kitchen-devices';
import { OrderLineStation1764700000000 } from '../database/migrations/1764700000000-order-line-station';
import { OrderLineDone1764600000000 } from '../database/migrations/1764600000000-order-line-done';
import { MailMessage } from '../mail/mail-message.entity';
import { GalleryImage } from '../gallery/gallery-image.entity';
import { Order, OrderChange, OrderItem, OrderStatusChange } from '../orders/order.entity';
import { Reservation } from '../reservations/reservation.entity';
import { DeliveryZone } from '../delivery/delivery-zone.entity';
import { MenuCategory } from '../menu/entities/menu-category.entity';
import { MenuItem } from '../menu/entities/menu-item.entity';
import { Setting } from '../settings/setting.entity';
import { User } from '../users/user.entity';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseSettings {
  kind: DatabaseKind;
  /** PostgreSQL connection string (kind postgresql). */
  url?: string;
  /** PGlite data folder; 'memory' keeps the database in memory (kind pglite). */
  dataDir?: string;
  /**
   * PGlite in memory: the data folder to start from, as PGlite's `dumpDataDir` wrote it, instead of a new cluster made
   * by PGlite's own initdb (about 3 s). The API's tests start each of their databases from one such dump of a new cluster.
   */
  loadDataDir?: Blob;
}

/** The repository's data folder, where PGlite persists by default. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'pglite');

/** DATABASE_URL selects PostgreSQL; otherwise PGlite in PGLITE_DATA_DIR (default: data/pglite). */
export function databaseSettingsFromEnv(env: Environment): DatabaseSettings {
  if (env.DATABASE_URL) return { kind: 'postgresql', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR };
}

export const ENTITIES = [
  User,
  MenuCategory,
  MenuItem,
  BirthdayPackage,
  Setting,
  Order,
  OrderItem,
  OrderStatusChange,
  OrderChange,
  Reservation,
  ContactMessage,
  Subscriber,
  GalleryImage,
  ChatMessage,
  MailMessage,
  HealthEvent,
  RemoteRolloutRow,
  RolloutChangeRow,
  DeliveryZone,
];
export const MIGRATIONS = [
  InitialSchema1763800000000,
  OrdersReservationsContactGalleryChat1763900000000,
  PriceListVersion1764000000000,
  IdempotencyFingerprint1764100000000,
  RateLimits1764200000000,
  MailOutbox1764300000000,
  EmailChanges1764400000000,
  OrderEmail1764500000000,
  OrderLineDone1764600000000,
  OrderLineStation1764700000000,
  KitchenDevices1764800000000,
  PasswordResets1764900000000,
  MenuDietaryTags1765000000000,
  OrderAhead1765100000000,
  DinerMemory1765200000000,
  MailAllowances1765300000000,
  RetiredTokens1765400000000,
  UserLanguage1765500000000,
  SessionFamilies1765600000000,
  HealthEvents1765700000000,
  RemoteRollouts1765800000000,
  EveryItemTagged1765900000000,
  DeliveryZones1766000000000,
  OrderChanges1766100000000,
  OrderFireTimes1766200000000,
  OrderLineAllergens1766300000000,
];

/** TypeORM options: the schema always comes from migrations, on PGlite and on PostgreSQL alike. */
export function typeOrmOptions(settings: DatabaseSettings): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // Unexpected failures are logged by the exception filter; expected ones (a duplicate slug) are answered 409.
    logging: false,
  };
  if (settings.kind === 'postgresql') {
    return { ...common, url: settings.url, extra: { max: 10, connectionTimeoutMillis: 5000 } };
  }
  const dataDir = settings.dataDir === 'memory' ? undefined : settings.dataDir;
  const options = dataDir ? { dataDir } : settings.loadDataDir ? { loadDataDir: settings.loadDataDir } : {};
  return { ...common, driver: new PGliteDriver(options).driver } as DataSourceOptions;
}
