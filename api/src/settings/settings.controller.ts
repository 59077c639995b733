import { BadRequestException, Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, MinRole, Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { UpdateSettingsDto } from './settings.dto';
import { PublicSettingsSchema } from './settings.schema';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Restaurant information and the pricing settings (public)' })
  @ApiEnvelope(PublicSettingsSchema)
  async get() {
    return ok(await this.settings.all());
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
  async update(@CurrentUser() user: User, @Body() dto: UpdateSettingsDto) {
    if (!dto.settings && !dto.restaurant && !dto.reservations) throw new BadRequestException({ message: 'Nothing to update', errors: { settings: ['Send settings or restaurant'] } });
    return ok(await this.settings.update(dto, user.id), 'Settings saved');
  }
}
