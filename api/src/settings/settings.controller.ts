import { apiError } from '../common/api-error';
import { BadRequestException, Controller, Get, type MessageEvent, Put, Req, Sse } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { EventBus } from '../events/event-bus';
import { StreamSlots } from '../events/stream-slots';
import { CurrentUser, MinRole, Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { PublicSettingsSchema } from './settings.schema';
import { SettingsService } from './settings.service';
import { type RequestOf, kitchenStationSchema, operationsSettingsBody, orderingBody, updateSettingsBody } from 'shared-lib/requests';
import { ValidBody } from '../common/validation';
import { clientOf } from '../common/client-address';

const SETTINGS_PING_MS = 15000;

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
    private readonly slots: StreamSlots,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Restaurant information and the pricing settings (public)' })
  @ApiEnvelope(PublicSettingsSchema)
  async get() {
    return ok(await this.settings.all());
  }

  /**
   * A storefront page that must not lie about ordering (the cart, the checkout) follows this stream: `settings` first
   * (on every connect and reconnect, so the page reads the settings again), then again whenever a manager pauses or
   * resumes online ordering or changes the hours, closed dates or fees; `menu` whenever the menu changes (a dish marked
   * sold out on the order board, an edit in the menu editor: the menu pages read it again); a ping every 15 s.
   */
  @Sse('events')
  @Public()
  @ApiOperation({
    summary:
      'Settings and menu changes (server-sent events): `settings` on connecting and on every change (read GET /settings again then); `menu` on every change to the menu',
  })
  @ApiProduces('text/event-stream')
  @ApiErrors(429)
  events(@Req() req: Request): Observable<MessageEvent> {
    const release = this.slots.take({ client: clientOf(req) });
    return new Observable<MessageEvent>((subscriber) => {
      subscriber.next({ type: 'settings', data: { type: 'connected' } });
      const off = this.bus.subscribe('settings', (event) => subscriber.next({ type: 'settings', data: event }));
      const offMenu = this.bus.subscribe('menu', (event) => subscriber.next({ type: 'menu', data: event }));
      const beat = setInterval(() => subscriber.next({ type: 'ping', data: '' }), SETTINGS_PING_MS);
      return () => {
        release();
        off();
        offMenu();
        clearInterval(beat);
      };
    });
  }
}

/** SPEC 6.2: /admin/settings is SUPER_ADMIN only. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/settings')
@MinRole('SUPER_ADMIN')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Settings as stored, for editing' })
  @ApiEnvelope(PublicSettingsSchema)
  @ApiErrors(401, 403)
  async get() {
    return ok(await this.settings.all());
  }

  @Put()
  @ApiOperation({ summary: 'Update pricing settings and restaurant information (fields given are merged)' })
  @ApiEnvelope(PublicSettingsSchema)
  @ApiErrors(400, 401, 403)
  async update(@CurrentUser() user: User, @ValidBody(updateSettingsBody) dto: RequestOf<typeof updateSettingsBody>) {
    if (!dto.settings && !dto.restaurant && !dto.reservations) throw new BadRequestException(apiError('NOTHING_TO_UPDATE', 'settings'));
    return ok(await this.settings.update(dto, user.id), 'Settings saved');
  }
}

/** Two stations may not share an id, nor a category (a dish is made at one station). */
function assertStationsDistinct(stations: RequestOf<typeof kitchenStationSchema>[]): void {
  const ids = new Set<string>();
  const categories = new Set<string>();
  stations.forEach((station, i) => {
    if (ids.has(station.id)) {
      const message = `stations.${i}.id repeats another station's id`;
      throw new BadRequestException({
        code: 'VALIDATION_FAILED',
        message,
        errors: { [`stations.${i}.id`]: [message] },
        fields: { [`stations.${i}.id`]: [{ code: 'invalid' }] },
      });
    }
    ids.add(station.id);
    for (const slug of station.categories) {
      if (categories.has(slug)) {
        const message = `Category ${slug} is given to two stations`;
        throw new BadRequestException({
          code: 'VALIDATION_FAILED',
          message,
          errors: { [`stations.${i}.categories`]: [message] },
          fields: { [`stations.${i}.categories`]: [{ code: 'invalid' }] },
        });
      }
      categories.add(slug);
    }
  });
}

/**
 * What a manager runs day to day: fees, seats per slot, opening hours and closed dates, and the board's prep-time
 * targets (MANAGER and up). Everything else in the settings stays SUPER_ADMIN's (SPEC 6.2).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/settings/operations')
@MinRole('MANAGER')
export class AdminOperationsSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Put()
  @ApiOperation({ summary: 'Update fees, seats per slot, opening hours and closed dates, prep-time targets (MANAGER or higher; fields given are merged)' })
  @ApiEnvelope(PublicSettingsSchema)
  @ApiErrors(400, 401, 403)
  async update(@CurrentUser() user: User, @ValidBody(operationsSettingsBody) dto: RequestOf<typeof operationsSettingsBody>) {
    if (dto.prepTargets && dto.prepTargets.warn >= dto.prepTargets.late) {
      const message = 'prepTargets.late must be more minutes than prepTargets.warn';
      throw new BadRequestException({
        code: 'VALIDATION_FAILED',
        message,
        errors: { 'prepTargets.late': [message] },
        fields: { 'prepTargets.late': [{ code: 'tooSmall', params: { min: dto.prepTargets.warn + 1 } }] },
      });
    }
    if (dto.stations) assertStationsDistinct(dto.stations);
    const nothing =
      !dto.settings && !dto.reservations && !dto.openingHours && !dto.prepTargets && !dto.stations && !dto.paymentMethods && dto.tableCount === undefined;
    if (nothing && dto.staffMarksSoldOut === undefined) {
      throw new BadRequestException(apiError('NOTHING_TO_UPDATE', 'settings'));
    }
    return ok(await this.settings.updateOperations(dto, user.id), 'Settings saved');
  }
}

/**
 * The "pause online ordering" switch of the order board: staff see it, a manager or higher turns it (the API then
 * refuses new orders with ORDERING_PAUSED, and the storefront says so).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/ordering')
@MinRole('STAFF')
export class AdminOrderingController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Whether online ordering is paused' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async get() {
    return ok(await this.settings.ordering());
  }

  @Put()
  @MinRole('MANAGER')
  @ApiOperation({ summary: 'Pause or resume online ordering (MANAGER or higher)' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async set(@CurrentUser() user: User, @ValidBody(orderingBody) dto: RequestOf<typeof orderingBody>) {
    return ok(await this.settings.setOrderingPaused(dto.paused, user.id));
  }
}
