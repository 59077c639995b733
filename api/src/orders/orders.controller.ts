import { BadRequestException, Controller, Get, Headers, HttpCode, NotFoundException, Post, Req, Res, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { ADMIN_MIN_ROLE, DEFAULT_LANGUAGE, hasMinRole } from 'shared-lib/domain';
import { DinerMemoryService } from '../account/diner-memory.service';
import { contactKey, WriteLimits } from '../abuse/write-limits';
import { CurrentUser, Public } from '../auth/decorators';
import { CodeGuessLimiter, LimitCodeGuessing } from '../common/code-guessing';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { StreamSlots } from '../events/stream-slots';
import { EventBus } from '../events/event-bus';
import type { User } from '../users/user.entity';
import { toOrderView } from './order-view';
import { OrderSchema } from './orders.schema';
import { OrderPlacing } from './order-placing.service';
import { OrderReads } from './order-reads.service';
import { OrderStatusService } from './order-status.service';
import { type RequestOf, cancelOrderBody, createOrderBody, languageQuery, trackOrderQuery } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { clientOf } from '../common/client-address';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15000;

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly placing: OrderPlacing,
    private readonly reads: OrderReads,
    private readonly statuses: OrderStatusService,
    private readonly bus: EventBus,
    private readonly guessing: CodeGuessLimiter,
    private readonly limits: WriteLimits,
    private readonly memory: DinerMemoryService,
    private readonly slots: StreamSlots,
  ) {}

  @Post()
  @Public()
  @ApiOperation({ summary: 'Place an order; the server prices it. With Idempotency-Key a retry returns the first order (200).' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '8-100 letters, digits, - or _; one per submission' })
  @ApiEnvelope(OrderSchema, { status: 201 })
  @ApiErrors(400, 422, 429)
  async create(
    @ValidBody(createOrderBody) dto: RequestOf<typeof createOrderBody>,
    @CurrentUser() user: User | undefined,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new BadRequestException(apiError('IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key'));
    }
    // Staff entering orders at the counter are not limited; everyone else is, per address and per phone.
    if (!hasMinRole(user?.role, ADMIN_MIN_ROLE)) {
      await this.limits.take([
        ['ordersPerClient', clientOf(req)],
        ['ordersPerPhone', dto.phone ? contactKey(dto.phone.replace(/\D/g, '')) : null],
      ]);
    }
    const { order, created } = await this.placing.create(dto, user, key);
    // Asked at checkout: the address joins the account's saved ones (a failure here never fails the placed order).
    if (created && user && dto.saveAddress && order.orderType === 'delivery' && order.deliveryAddress) {
      await this.memory.rememberAddress(user.id, order.deliveryAddress).catch(() => undefined);
    }
    res.status(created ? 201 : 200);
    if (!created) res.setHeader('Idempotent-Replayed', 'true');
    return ok(toOrderView(order, dto.language ?? DEFAULT_LANGUAGE), created ? 'Order placed' : 'Order already placed');
  }

  @Get('track')
  @Public()
  @LimitCodeGuessing()
  @ApiOperation({ summary: 'Status, history, items and totals of an order, by its public code' })
  @ApiEnvelope(OrderSchema)
  @ApiErrors(400, 404)
  async track(@ValidQuery(trackOrderQuery) query: RequestOf<typeof trackOrderQuery>) {
    const order = await this.reads.findByCode(query.code);
    if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    return ok(toOrderView(order, query.lang ?? order.language));
  }

  @Sse('track/:code/events')
  @Public()
  @ApiOperation({ summary: 'Live status of an order (server-sent events): the current status first, then every change' })
  @ApiProduces('text/event-stream')
  @ApiErrors(404, 429)
  async events(@ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string, @Req() req: Request): Promise<Observable<MessageEvent>> {
    // An interceptor would turn the refusal into an event inside a 200 stream: the limit is checked here.
    await this.guessing.check(clientOf(req));
    const order = await this.reads.findByCode(code);
    if (!order) {
      await this.guessing.miss(clientOf(req));
      throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    }
    const release = this.slots.take({ client: clientOf(req) });
    return new Observable<MessageEvent>((subscriber) => {
      subscriber.next({ type: 'status', data: { code, status: order.status, at: new Date().toISOString() } });
      const off = this.bus.subscribe('order', (event) => {
        // its status, and the courier leaving with it (the diner's page reads the order again)
        if (event.code === code && (event.type === 'status' || event.type === 'dispatched')) subscriber.next({ type: event.type, data: event });
      });
      const beat = setInterval(() => subscriber.next({ type: 'ping', data: '' }), HEARTBEAT_MS);
      return () => {
        release();
        off();
        clearInterval(beat);
      };
    });
  }

  @Post('cancel')
  @Public()
  @LimitCodeGuessing()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel your own pending order (signed in as its owner, or with its cart session id)' })
  @ApiEnvelope(OrderSchema)
  @ApiErrors(400, 403, 404, 409)
  async cancel(@ValidBody(cancelOrderBody) dto: RequestOf<typeof cancelOrderBody>, @CurrentUser() user: User | undefined) {
    const order = await this.statuses.cancelByCustomer(dto.code, user, dto.sessionId);
    return ok(toOrderView(order, order.language), 'Order cancelled');
  }

  @Get('history')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The signed-in customer's orders, newest first (for reorder)" })
  @ApiEnvelope(OrderSchema, { isArray: true })
  @ApiErrors(401)
  async history(@CurrentUser() user: User, @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    return ok((await this.reads.history(user.id)).map((o) => toOrderView(o, query.lang ?? DEFAULT_LANGUAGE)));
  }
}
