import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { CurrentUser, MinRole } from './decorators';
import { KitchenDevicesService } from './kitchen-devices.service';
import { type RequestOf, kitchenDeviceBody } from 'shared-lib/requests';
import { ValidBody } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

/** Kitchen displays (MANAGER and up): sign this device in as one, list them, end one's session. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/devices')
@MinRole('MANAGER')
export class KitchenDevicesController {
  constructor(private readonly devices: KitchenDevicesService) {}

  @Get()
  @ApiOperation({ summary: 'The kitchen displays whose session is running, newest first' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async list() {
    return ok(await this.devices.list());
  }

  @Post()
  @ApiOperation({
    summary: "Sign a device in as a kitchen display: a STAFF session of its own that lasts until a manager ends it (the answer is the device's session)",
  })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403)
  async issue(@CurrentUser() actor: User, @ValidBody(kitchenDeviceBody) dto: RequestOf<typeof kitchenDeviceBody>) {
    return ok(await this.devices.issue(actor, dto.name), 'Kitchen display signed in');
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: "End a kitchen display's session: its board says so at once" })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async end(@CurrentUser() actor: User, @ValidParam('id', 'uuid', apiError('DEVICE_NOT_FOUND')) id: string) {
    await this.devices.end(actor, id);
    return ok(null, 'Kitchen display signed out');
  }
}
