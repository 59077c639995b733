import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation, Link } from 'shared-lib';
import {
  addDays,
  bakuDate,
  formatBakuTime,
  formatDayMonth,
  formatMoney,
  prepLateness,
  type Language,
  type OrderStatus,
  type PrepTargets,
} from 'shared-lib/domain';
import { movesFrom, type AdminOrder } from './admin-order';
import type { TicketPart } from './bump-bar';
import { OrderLines, orderPlace } from './order-lines';

/** A printer: the card's "print ticket" (its name is the button's label, in the staff's language). */
function PrintIcon() {
  return (
    <svg className="admin-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 3h10v5H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3z" fill="currentColor" />
    </svg>
  );
}

/** A cross in a circle: the card's "cancel order" (it asks first). */
function CancelIcon() {
  return (
    <svg className="admin-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8.5 8.5l7 7m0-7l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Minutes since the order was placed, for the card's age ("12 min"). */
export function orderAgeMinutes(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60000));
}

/** The stage an open order is in (waiting for the expo, cooking, ready to hand over) and when it entered it. */
export function orderStage(order: AdminOrder): { stage: 'waiting' | 'cooking' | 'ready'; since: string } | null {
  // the last time it entered a status (an undo or a recall moves it back and forth)
  const entered = (status: AdminOrder['status']) => order.history.findLast((h) => h.status === status)?.at ?? order.createdAt;
  if (order.status === 'pending') return { stage: 'waiting', since: entered('pending') };
  if (order.status === 'confirmed' || order.status === 'preparing') return { stage: 'cooking', since: entered('confirmed') };
  if (order.status === 'ready') return { stage: 'ready', since: entered('ready') };
  return null;
}

type OrderCardProps = {
  order: AdminOrder;
  /** A tile of a station's kitchen display: no price (the kitchen does not need it), the lines compact. */
  tile?: boolean;
  /** Marks a line's dish sold out on the menu; absent when this user may not. */
  onSoldOut?: (order: AdminOrder, index: number) => void;
  /** As a tile of a ticket cut into several (a station's tiles): which lines it holds, and its part of how many. */
  part?: TicketPart;
  isNew: boolean;
  now: number;
  /** Its place on the board, oldest first: the bump bar's key for it (1-9). */
  place?: number;
  selected?: boolean;
  /** Whether this user may cancel it now (staff: pending or confirmed; a manager: any open order). */
  canCancel: boolean;
  targets?: PrepTargets;
  onMove: (order: AdminOrder, status: OrderStatus) => void;
  /** Marks a line done or not (confirmed and preparing orders). */
  onLine?: (order: AdminOrder, lineId: number, done: boolean) => void;
  onCancel: (order: AdminOrder) => void;
  onPrint: (order: AdminOrder) => void;
  onSeen: (order: AdminOrder) => void;
  /** In a station's view: its bump, which marks all of its lines of the order done (instead of moving the order on). */
  onStationDone?: (order: AdminOrder) => void;
  /** A ready delivery handed to the courier: the diner's tracker says "on the way". */
  onDispatch?: (order: AdminOrder) => void;
  stationName?: string;
};

/**
 * One order on the board: code, age, where it goes, who, the lines with their options, the diner's note, the total,
 * and the moves it can make (cancel asks first, in the board).
 */
export const OrderCard = memo(function OrderCard({
  order,
  isNew,
  now,
  place,
  selected = false,
  canCancel,
  targets,
  onMove,
  onLine,
  onCancel,
  onPrint,
  onSeen,
  onStationDone,
  onDispatch,
  stationName,
  part,
  tile = false,
  onSoldOut,
}: OrderCardProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const age = orderAgeMinutes(order.createdAt, now);
  // an order ahead is not late before its time comes
  const notDueYet = Boolean(order.scheduledFor && Date.parse(order.scheduledFor) > now);
  const stage = orderStage(order);
  // a tile shows its stage's minutes, coloured by them; a card its age, coloured by it
  const shownMinutes = tile && stage ? orderAgeMinutes(stage.since, now) : age;
  const lateness = notDueYet ? prepLateness(0, targets) : prepLateness(shownMinutes, targets);
  const stageText = stage ? t(`board.stage.${stage.stage}`, { minutes: orderAgeMinutes(stage.since, now) }) : '';
  const stageTimer = stage && (
    <span className="admin-order-stage" data-testid="order-stage" data-stage={stage.stage}>
      {stageText}
    </span>
  );
  // a ticket's first tile is the ticket (its key, its timers, the cursor's place); the next say its code and place again
  // and go on with its lines; the last has its note and its buttons
  const first = !part || part.index === 0;
  const last = !part || part.index === part.count - 1;
  // the diner's note goes with the ticket's first tile (with its key and the cursor), its buttons with the last
  const note = order.specialInstructions && (
    <p className="admin-flag" data-testid="order-note">
      {t('orders.note')}: <span data-user-text>{order.specialInstructions}</span>
    </p>
  );
  const foot = (
    <>
      {order.dispatchedAt && (
        <p className="admin-order-due" data-testid="order-dispatched">
          {t('orders.dispatchedAt', { time: formatBakuTime(order.dispatchedAt, lang) })}
        </p>
      )}
      <p className="admin-actions">
        {onDispatch && order.orderType === 'delivery' && order.status === 'ready' && !order.dispatchedAt && (
          <button type="button" className="admin-secondary" onClick={() => onDispatch(order)}>
            {t('orders.dispatch')}
          </button>
        )}
        {onStationDone && (order.status === 'confirmed' || order.status === 'preparing') ? (
          <button
            type="button"
            className="admin-button admin-order-move"
            aria-label={t('board.stationDoneLabel', { station: stationName ?? '', code: order.code })}
            onClick={() => onStationDone(order)}
          >
            {t('board.stationDone')}
          </button>
        ) : (
          movesFrom(order.status).map((s) => (
            <button key={s} type="button" className="admin-button admin-order-move" onClick={() => onMove(order, s)}>
              {t(`orders.moveTo.${s}`)}
            </button>
          ))
        )}
        <button
          type="button"
          className="admin-secondary admin-icon-button"
          aria-label={t('orders.print')}
          title={t('orders.print')}
          onClick={() => {
            onSeen(order);
            onPrint(order);
          }}
        >
          <PrintIcon />
        </button>
        {canCancel && (
          <button
            type="button"
            className="admin-secondary admin-danger-text admin-icon-button"
            aria-label={t('orders.cancel')}
            title={t('orders.cancel')}
            onClick={() => onCancel(order)}
          >
            <CancelIcon />
          </button>
        )}
      </p>
    </>
  );
  if (!first && part) {
    return (
      <li
        className={`admin-order admin-order-continued status-${order.status}${selected ? ' admin-order-selected' : ''}`}
        data-testid={`order-${order.code}-part-${part.index + 1}`}
      >
        <p className="admin-order-head">
          <span className="admin-order-code">{order.code}</span>
          <span className="admin-muted" title={t('board.continued', { part: part.index + 1, parts: part.count })}>
            <span aria-hidden="true">
              → {part.index + 1}/{part.count}
            </span>
            <span className="admin-visually-hidden">{t('board.continued', { part: part.index + 1, parts: part.count })}</span>
          </span>
        </p>
        <p className="admin-order-place">
          <span>{orderPlace(order, t)}</span>
        </p>
        <OrderLines
          items={order.items}
          from={part.from}
          to={part.to}
          compact={tile}
          onSoldOut={onSoldOut && ((i) => onSoldOut(order, i))}
          done={order.lines?.map((l) => l.done)}
          allergens={order.lines?.map((l) => l.allergens)}
          onToggle={
            onLine && order.lines && (order.status === 'confirmed' || order.status === 'preparing')
              ? (i) => onLine(order, order.lines![i]!.id, !order.lines![i]!.done)
              : undefined
          }
        />
        {last && foot}
      </li>
    );
  }
  return (
    <li
      className={`admin-order status-${order.status}${isNew ? ' admin-order-new' : ''}${selected ? ' admin-order-selected' : ''}`}
      data-testid={`order-${order.code}`}
      data-code={order.code}
      data-status={order.status}
      aria-current={selected ? 'true' : undefined}
    >
      <p className="admin-order-head">
        {place !== undefined && place <= 9 && (
          <kbd className="admin-order-key" title={t('board.keyHint')}>
            {place}
          </kbd>
        )}
        <Link
          className="admin-order-code"
          to={`/admin/orders/${order.code}`}
          aria-label={t('orders.detailsOf', { code: order.code })}
          onClick={() => onSeen(order)}
        >
          {order.code}
        </Link>
        {isNew && <span className="admin-badge">{t('orders.new')}</span>}
        <span
          className={`admin-order-age admin-age-${lateness}`}
          title={formatBakuTime(order.createdAt, lang)}
          data-testid="order-age"
          data-lateness={lateness}
        >
          {/* a tile says the stage's minutes here, in the age's colour, the stage in words to a screen reader and on
              hover (its colour stripe says it on screen): one line less a tile, more whole tickets on screen */}
          {tile && stage ? (
            <>
              <span aria-hidden="true" title={stageText}>
                {t('orders.age', { count: orderAgeMinutes(stage.since, now) })}
              </span>
              <span className="admin-visually-hidden" data-testid="order-stage" data-stage={stage.stage}>
                {stageText}
              </span>
            </>
          ) : age < 1 ? (
            t('orders.justNow')
          ) : (
            t('orders.age', { count: age })
          )}
        </span>
      </p>
      <p className="admin-order-place">
        <span data-testid="order-place">
          {orderPlace(order, t)}
          {order.customerName && ` · ${order.customerName}`}
        </span>
        {!tile && <span className="admin-order-total">{formatMoney(Number(order.total))}</span>}
      </p>
      {!tile && stageTimer && <p className="admin-order-stage-row">{stageTimer}</p>}
      {order.scheduledFor && (
        <p className="admin-order-due" data-testid="order-due">
          {dueText(order.scheduledFor, now, lang, t)}
        </p>
      )}
      <OrderLines
        items={order.items}
        from={part?.from}
        to={part?.to}
        compact={tile}
        onSoldOut={onSoldOut && ((i) => onSoldOut(order, i))}
        done={order.lines?.map((l) => l.done)}
        allergens={order.lines?.map((l) => l.allergens)}
        onToggle={
          onLine && order.lines && (order.status === 'confirmed' || order.status === 'preparing')
            ? (i) => onLine(order, order.lines![i]!.id, !order.lines![i]!.done)
            : undefined
        }
      />
      {note}
      {last && foot}
    </li>
  );
}, sameCard);

/**
 * What a card shows of the clock: its age and its stage's minutes, whether an order ahead is due yet, and the Baku day
 * its due time is told against ("today", "tomorrow").
 */
function clockShown(order: AdminOrder, now: number): string {
  const stage = orderStage(order);
  const due = order.scheduledFor ? `${Date.parse(order.scheduledFor) > now} ${bakuDate(new Date(now))}` : '';
  return `${orderAgeMinutes(order.createdAt, now)} ${stage ? orderAgeMinutes(stage.since, now) : ''} ${due}`;
}

/**
 * A card renders again when a prop changes, or when the board's clock changes what it shows: its minutes move once a
 * minute, not at every tick of the board's clock (at ~190 cards, every tick re-rendered them all and held up the
 * cook's keys).
 */
export function sameCard(before: OrderCardProps, after: OrderCardProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Array<keyof OrderCardProps>);
  for (const key of keys) if (key !== 'now' && before[key] !== after[key]) return false;
  return before.now === after.now || clockShown(before.order, before.now) === clockShown(after.order, after.now);
}

/** When an order ahead is due, as the kitchen reads it: "Due 19:30", "Due tomorrow, 19:30", or with its date. */
export function dueText(scheduledFor: string, now: number, lang: Language, t: TFunction<'admin'>): string {
  const day = bakuDate(new Date(scheduledFor));
  const today = bakuDate(new Date(now));
  const time = formatBakuTime(scheduledFor, lang);
  if (day === today) return t('board.dueToday', { time });
  if (day === addDays(today, 1)) return t('board.dueTomorrow', { time });
  return t('board.dueOn', { date: formatDayMonth(day, lang), time });
}
