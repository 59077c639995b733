import { Controller, Get, Patch, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { CurrentUser, MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { StaffStreams } from '../events/staff-streams';
import { reservationView, ReservationsService } from './reservations.service';
import type { User } from '../users/user.entity';
import { type RequestOf, adminReservationsQuery, changeReservationStatusBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/reservations')
@MinRole('STAFF')
@Permissions('reservations:manage')
export class AdminReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly streams: StaffStreams,
  ) {}

  @Sse('events')
  @ApiOperation({ summary: 'Reservations made, changed or cancelled as it happens (server-sent events; send the bearer token)' })
  @ApiProduces('text/event-stream')
  @ApiErrors(401, 403)
  events(@CurrentUser() user: User): Observable<MessageEvent> {
    return this.streams.follow(user, 'STAFF', 'reservation', (event) => ({ type: String(event.type), data: event }));
  }

  @Get()
  @ApiOperation({ summary: 'Reservations of a business day (or all upcoming), by time' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(adminReservationsQuery) query: RequestOf<typeof adminReservationsQuery>) {
    return ok((await this.reservations.list(query)).map(reservationView));
  }

  @Patch(':code/status')
  @ApiOperation({ summary: 'Confirm, seat, complete, cancel or mark a no-show' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async status(
    @ValidParam('code', 'reservationCode', apiError('RESERVATION_NOT_FOUND')) code: string,
    @ValidBody(changeReservationStatusBody) dto: RequestOf<typeof changeReservationStatusBody>,
  ) {
    return ok(reservationView(await this.reservations.changeStatus(code, dto.status)));
  }
}
