import { Controller, ForbiddenException, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { mayMarkSoldOut } from 'shared-lib/domain';
import { type RequestOf, soldOutBody } from 'shared-lib/requests';
import { CurrentUser, MinRole } from '../auth/decorators';
import { apiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { ValidParam } from '../common/path-params';
import { ValidBody } from '../common/validation';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import { AdminMenuService } from './admin-menu.service';

/**
 * A dish marked sold out from its line on the order board (issue 56, item 5): a manager always may, STAFF when the
 * restaurant lets them (`ordering.staffMarksSoldOut`, a manager's setting). The dish is then unavailable on the menu
 * (the storefront says so at once, and the API refuses it in an order) until someone puts it back.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/sold-out')
@MinRole('STAFF')
export class SoldOutController {
  constructor(
    private readonly menu: AdminMenuService,
    private readonly settings: SettingsService,
  ) {}

  @Put(':id')
  @ApiOperation({ summary: 'Mark a dish sold out (soldOut: true) or back on the menu (false): MANAGER, or STAFF when the restaurant allows it' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404)
  async mark(
    @CurrentUser() user: User,
    @ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number,
    @ValidBody(soldOutBody) dto: RequestOf<typeof soldOutBody>,
  ) {
    if (!mayMarkSoldOut(user.role, (await this.settings.ordering()).staffMarksSoldOut)) {
      throw new ForbiddenException(apiError('SOLD_OUT_NEEDS_MANAGER'));
    }
    const before = await this.menu.availability(itemId);
    const item = await this.menu.updateItem(itemId, { available: !dto.soldOut });
    // whether it was on the menu before: the board offers "Back on the menu" only for a dish this tap took off
    return ok({ id: item.id, available: item.available, wasAvailable: before }, dto.soldOut ? 'Marked sold out' : 'Back on the menu');
  }
}
