import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { contactKey, WriteLimits } from '../abuse/write-limits';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { LimitCodeGuessing } from '../common/code-guessing';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { reservationView, ReservationsService } from './reservations.service';
import { type RequestOf, availabilityQuery, createReservationBody, reservationAccessBody, updateReservationBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { clientOf } from '../common/client-address';

@ApiTags('reservations')
@Public()
@Controller('reservations')
export class ReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('check-availability')
  @ApiOperation({ summary: 'Every seating time of a business day for a party size: free or not, seats left, and why not' })
  @ApiEnvelope(null)
  @ApiErrors(400)
  async availability(@ValidQuery(availabilityQuery) query: RequestOf<typeof availabilityQuery>) {
    return ok({ date: query.date, guests: query.guests, slots: await this.reservations.availability(query.date, query.guests) });
  }

  @Post()
  @ApiOperation({ summary: 'Book a table; answers with the reference code' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 409, 422, 429)
  async create(@ValidBody(createReservationBody) dto: RequestOf<typeof createReservationBody>, @Req() req: Request) {
    await this.limits.take([
      ['bookingsPerClient', clientOf(req)],
      ['bookingsPerContact', `phone:${contactKey(dto.phone.replace(/\D/g, ''))}`],
      ['bookingsPerContact', `email:${contactKey(dto.email)}`],
    ]);
    return ok(reservationView(await this.reservations.create(dto)), 'Reservation received');
  }

  @Post('lookup')
  @HttpCode(200)
  @LimitCodeGuessing()
  @ApiOperation({ summary: 'The booking as it stands, with the code and the phone or email used to book (what the manage page shows)' })
  @ApiEnvelope(null)
  @ApiErrors(400, 403, 404, 429)
  async lookup(@ValidBody(reservationAccessBody) dto: RequestOf<typeof reservationAccessBody>) {
    return ok(reservationView(await this.reservations.find(dto.code, dto.contact)));
  }

  @Post('cancel')
  @HttpCode(200)
  @LimitCodeGuessing()
  @ApiOperation({ summary: 'Cancel with the reference code and the phone or email used to book' })
  @ApiEnvelope(null)
  @ApiErrors(400, 403, 404, 409)
  async cancel(@ValidBody(reservationAccessBody) dto: RequestOf<typeof reservationAccessBody>) {
    return ok(reservationView(await this.reservations.cancel(dto.code, dto.contact)), 'Reservation cancelled');
  }

  @Post('update')
  @HttpCode(200)
  @LimitCodeGuessing()
  @ApiOperation({ summary: 'Change the date, time or party size, with the code and the phone or email used to book' })
  @ApiEnvelope(null)
  @ApiErrors(400, 403, 404, 409, 422, 429)
  async update(@ValidBody(updateReservationBody) dto: RequestOf<typeof updateReservationBody>, @Req() req: Request) {
    // each change may e-mail the booking's address: a few per booking and per client (security round three)
    await this.limits.take([
      ['bookingChangesPerClient', clientOf(req)],
      ['bookingChangesPerBooking', dto.code],
    ]);
    return ok(reservationView(await this.reservations.update(dto)), 'Reservation updated');
  }
}
