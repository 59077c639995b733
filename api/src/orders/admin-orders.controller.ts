import { Controller, Get, Headers, HttpCode, NotFoundException, Patch, Post, Sse, type MessageEvent } from '@nestjs/common';
import { ORDER_RECALL_MINUTES, ORDER_UNDO_SECONDS } from 'shared-lib/domain';
import { apiError } from '../common/api-error';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { CurrentUser, MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { StaffStreams } from '../events/staff-streams';
import { toAdminOrderView } from './order-view';
import { OrderReads } from './order-reads.service';
import { OrderStatusService } from './order-status.service';
import type { User } from '../users/user.entity';
import { type RequestOf, adminOrdersQuery, changeOrderStatusBody, languageQuery, lineDoneBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { ValidParam } from '../common/path-params';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/orders')
@MinRole('STAFF')
@Permissions('orders:manage')
export class AdminOrdersController {
  constructor(
    private readonly reads: OrderReads,
    private readonly statuses: OrderStatusService,
    private readonly streams: StaffStreams,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Orders, newest first, filtered by status and Baku calendar days, a page at a time' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(adminOrdersQuery) query: RequestOf<typeof adminOrdersQuery>) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { items, total } = await this.reads.list({ status: query.status, type: query.type, q: query.q, from: query.from, to: query.to, page, pageSize });
    const names = await this.reads.staffNames(items);
    return ok({ items: items.map((o) => toAdminOrderView(o, query.lang ?? 'en', names)), total, page, pageSize });
  }

  @Get('open')
  @ApiOperation({
    summary: 'Every open order, oldest first (no cap), and the id of the newest order event read before them (the board follows the stream from it)',
  })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async open(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    const { items, lastEventId } = await this.reads.openOrders();
    const names = await this.reads.staffNames(items);
    return ok({ items: items.map((o) => toAdminOrderView(o, query.lang ?? 'en', names)), lastEventId });
  }

  @Get('recently-closed')
  @ApiOperation({ summary: `Orders delivered or cancelled in the last ${ORDER_RECALL_MINUTES} minutes, newest first (what the board can recall)` })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async recentlyClosed(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    const items = await this.reads.recentlyClosed();
    const names = await this.reads.staffNames(items);
    return ok(items.map((o) => toAdminOrderView(o, query.lang ?? 'en', names)));
  }

  @Sse('events')
  @ApiOperation({
    summary:
      'New orders and status changes as they happen (server-sent events; send the bearer token), each with the order as staff see it in `lang`. Each event has an id; with Last-Event-ID the stream first sends the events after it, then `ready`',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The id of the last event the client saw' })
  @ApiProduces('text/event-stream')
  @ApiErrors(401, 403)
  events(
    @CurrentUser() user: User,
    @Headers('last-event-id') lastEventId: string | undefined,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
  ): Observable<MessageEvent> {
    const startAfter = lastEventId !== undefined && /^\d{1,15}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : null;
    const lang = query.lang ?? 'en';
    // An order event carries the order as staff see it (read once per API process for all its boards): a board puts
    // it in place without asking.
    const toEvent = async (event: Record<string, unknown>): Promise<MessageEvent> => {
      if (typeof event.id === 'number' && typeof event.code === 'string') {
        const order = await this.reads.eventOrderView(event.id, event.code, lang).catch(() => null);
        return { type: String(event.type), data: order ? { ...event, order } : event };
      }
      return { type: String(event.type), data: event };
    };
    return this.streams.follow(user, 'STAFF', 'order', toEvent, {
      startAfter,
      latest: () => this.reads.lastEventId(),
      settledBefore: (ms) => this.reads.lastEventIdBefore(ms),
      idsBetween: (after, upTo) => this.reads.eventIdsBetween(after, upTo),
      after: async (id, known) => (await this.reads.eventsAfter(id, 5000, known)).map((e) => ({ ...e })),
    });
  }

  @Get(':code')
  @ApiOperation({ summary: 'One order with its contact details and full status history (who and when)' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async one(@ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string, @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    const order = await this.reads.findByCode(code);
    if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Patch(':code/status')
  @ApiOperation({
    summary:
      'Move an order along: pending > confirmed > preparing > ready > delivered; cancelled from pending or confirmed, and from preparing or ready by MANAGER or higher with a reason (note)',
  })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async status(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidBody(changeOrderStatusBody) dto: RequestOf<typeof changeOrderStatusBody>,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
    @CurrentUser() user: User,
  ) {
    const order = await this.statuses.changeStatus(code, dto.status, { id: user.id, role: user.role }, dto.note);
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])), `Order ${order.publicCode} is ${order.status}`);
  }

  @Post(':code/lines/:lineId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a line of a confirmed or preparing order done (or not); the first line done starts the order, the last makes it ready' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async lineDone(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidParam('lineId', 'recordId', apiError('LINE_NOT_FOUND')) lineId: number,
    @ValidBody(lineDoneBody) dto: RequestOf<typeof lineDoneBody>,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
    @CurrentUser() user: User,
  ) {
    const order = await this.statuses.setLineDone(code, { lineId }, dto.done, { id: user.id, role: user.role });
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Post(':code/stations/:station')
  @HttpCode(200)
  @ApiOperation({
    summary: "A station's bump: mark all of its lines of a confirmed or preparing order done (or not); when every line is done the order is ready",
  })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async stationDone(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidParam('station', 'station', apiError('STATION_NOT_IN_ORDER', 'station')) station: string,
    @ValidBody(lineDoneBody) dto: RequestOf<typeof lineDoneBody>,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
    @CurrentUser() user: User,
  ) {
    const order = await this.statuses.setLineDone(code, { station }, dto.done, { id: user.id, role: user.role });
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Post(':code/dispatch')
  @HttpCode(200)
  @ApiOperation({ summary: 'The courier left with a ready delivery: the diner\'s tracker shows "on the way"' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async dispatch(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
  ) {
    const order = await this.statuses.dispatch(code);
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Post(':code/fire')
  @HttpCode(200)
  @ApiOperation({ summary: "Fire an order ahead now: it goes on the kitchen's screens before its fire time (its due time less the prep target)" })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async fire(@ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string, @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    const order = await this.statuses.fire(code);
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Post(':code/recall')
  @HttpCode(200)
  @ApiOperation({
    summary: `Bring back an order closed in the last ${ORDER_RECALL_MINUTES} minutes: delivered back to ready; cancelled back to where it was (MANAGER or higher; the diner is told)`,
  })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async recall(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
    @CurrentUser() user: User,
  ) {
    const order = await this.statuses.recall(code, { id: user.id, role: user.role });
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }

  @Post(':code/undo')
  @HttpCode(200)
  @ApiOperation({ summary: `Take back your own last status change of an order, within ${ORDER_UNDO_SECONDS} seconds` })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async undo(
    @ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string,
    @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>,
    @CurrentUser() user: User,
  ) {
    const order = await this.statuses.undoStatus(code, { id: user.id, role: user.role });
    return ok(toAdminOrderView(order, query.lang ?? 'en', await this.reads.staffNames([order])));
  }
}
