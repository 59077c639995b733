import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE } from 'shared-lib/domain';
import { CurrentUser } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { FavouriteDishSchema, SavedAddressSchema } from './account.schema';
import { DinerMemoryService } from './diner-memory.service';
import { type RequestOf, languageQuery, saveAddressBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

/** The signed-in account's own memory: saved delivery addresses and favourite dishes (any signed-in user, own rows only). */
@ApiTags('account')
@ApiBearerAuth()
@Controller('me')
export class AccountController {
  constructor(private readonly memory: DinerMemoryService) {}

  @Get('addresses')
  @ApiOperation({ summary: 'Saved delivery addresses, the most recently used first' })
  @ApiEnvelope(SavedAddressSchema, { isArray: true })
  @ApiErrors(401)
  async addresses(@CurrentUser() user: User) {
    return ok(await this.memory.addresses(user.id));
  }

  @Post('addresses')
  @ApiOperation({ summary: 'Save a delivery address (the oldest beyond five is let go); a placed delivery order with saveAddress does the same' })
  @ApiEnvelope(SavedAddressSchema, { isArray: true, status: 201 })
  @ApiErrors(400, 401)
  async saveAddress(@CurrentUser() user: User, @ValidBody(saveAddressBody) dto: RequestOf<typeof saveAddressBody>) {
    return ok(await this.memory.rememberAddress(user.id, dto.address), 'Address saved');
  }

  @Delete('addresses/:id')
  @ApiOperation({ summary: 'Forget a saved address' })
  @ApiEnvelope(SavedAddressSchema, { isArray: true })
  @ApiErrors(401, 404)
  async forgetAddress(@CurrentUser() user: User, @ValidParam('id', 'recordId', apiError('ADDRESS_NOT_FOUND')) id: number) {
    return ok(await this.memory.forgetAddress(user.id, id), 'Address removed');
  }

  @Get('favourites')
  @ApiOperation({ summary: 'Favourite dishes still on a menu, the latest first' })
  @ApiEnvelope(FavouriteDishSchema, { isArray: true })
  @ApiErrors(401)
  async favourites(@CurrentUser() user: User, @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    return ok(await this.memory.favourites(user.id, query.lang ?? DEFAULT_LANGUAGE));
  }

  @Put('favourites/:itemId')
  @ApiOperation({ summary: 'Mark a dish as a favourite (again: no change)' })
  @ApiEnvelope(FavouriteDishSchema, { isArray: true })
  @ApiErrors(401, 404)
  async addFavourite(
    @CurrentUser() user: User,
    @ValidParam('itemId', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
  ) {
    return ok(await this.memory.setFavourite(user.id, itemId, true, query.lang ?? DEFAULT_LANGUAGE));
  }

  @Delete('favourites/:itemId')
  @ApiOperation({ summary: 'No longer a favourite (one that was not: no change)' })
  @ApiEnvelope(FavouriteDishSchema, { isArray: true })
  @ApiErrors(401, 404)
  async removeFavourite(
    @CurrentUser() user: User,
    @ValidParam('itemId', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
  ) {
    return ok(await this.memory.setFavourite(user.id, itemId, false, query.lang ?? DEFAULT_LANGUAGE));
  }
}
