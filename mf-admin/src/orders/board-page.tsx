import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  useTranslation,
  useSearchParams,
  useDispatch,
  useSelector,
  selectPublicSettings,
  Link,
  apiErrorText,
  type AppDispatch,
  type RootState,
  type UserDto,
} from 'shared-lib';
import {
  DEFAULT_PREP_TARGETS,
  formatBakuTime,
  bakuDate,
  formatDayMonth,
  OPEN_ORDER_STATUSES,
  ORDER_TYPES,
  ORDER_UNDO_SECONDS,
  canCancelOrder,
  hasMinRole,
  mayMarkSoldOut,
  LATE_CANCEL_MIN_ROLE,
  LATE_CANCEL_STATUSES,
  type Language,
  type OrderStatus,
  type OrderType,
  type Role,
} from 'shared-lib/domain';
import { SignInForm } from '../auth/sign-in-form';
import { MakeKitchenDisplay } from '../displays/kitchen-displays';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { useModalDialog } from '../layout/use-modal-dialog';
import type { AdminOrder } from './admin-order';
import { boardApi, boardSignedIn, placeOrder, useKitchenBoardQuery, type KitchenBoard } from './board-api';
import { useBoardSound } from './board-sound';
import { AllDayCounts } from './all-day-counts';
import { bumpStep, CURSOR_KEYS, digitTickets, moveCursor, screenOrder, ticketParts, type BoardLayout, type CursorKey } from './bump-bar';
import { dueText, OrderCard } from './order-card';
import { orderPlace } from './order-lines';
import { OrderingSwitch } from './ordering-switch';
import { OrdersList } from './orders-list';
import { markOrderSeen, seenOrders } from './seen-orders';
import { orderForStation, stationDone, useKitchenStations } from './stations';
import { ordersApi } from '../server-state/orders-api';
import { usePrintTicket } from './use-print-ticket';

export const MUTE_KEY = 'PizzaInn_admin_muted';
/** The new-order chime repeats this often until every new order is acknowledged (opened, moved or printed). */
export const CHIME_REPEAT_MS = 20000;

/** A clock for the cards' ages and the "last update" line. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The orders section: the live board (one column per open status, oldest order first, every open order) or the
 * searchable list.
 */
export function OrdersPage({ me }: { me: UserDto }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const [params] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  return (
    <section className="admin-orders-page">
      <div className="admin-orders-head">
        <h1>{t('section.orders')}</h1>
        <nav className="admin-tabs" aria-label={t('section.orders')}>
          <Link to="/admin/orders" aria-current={view === 'board' ? 'page' : undefined}>
            {t('orders.board')}
          </Link>
          <Link to="/admin/orders?view=list" aria-current={view === 'list' ? 'page' : undefined}>
            {t('orders.list')}
          </Link>
        </nav>
      </div>
      {view === 'board' ? (
        <Board me={me} />
      ) : (
        <>
          <div className="admin-toolbar">
            <OrderingSwitch role={me.role} />
          </div>
          <OrdersList />
        </>
      )}
    </section>
  );
}

/** "Live", "Reconnecting… last update 40 s ago" over the foot of the screen, or the session-ended banner with sign-in in place. */
function ConnectionState({ board }: { board: KitchenBoard }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const now = useNow(1000);
  if (board.connection === 'ended') {
    return (
      <div className="admin-board-ended" role="alert" data-testid="board-session-ended">
        <p>
          <strong>{t('board.endedTitle')}</strong> {t('board.endedText')}
        </p>
        <SignInForm idPrefix="board-sign-in" onSignedIn={() => boardSignedIn()} />
      </div>
    );
  }
  if (board.connection === 'live') {
    return (
      <p className="admin-board-state admin-board-live" role="status" data-testid="board-connection">
        {t('board.live')}
      </p>
    );
  }
  const seconds = Math.max(0, Math.round((now - board.lastUpdate) / 1000));
  // Not live: a banner over the foot of the screen, and the "Live" pill's place kept empty, so no card moves while the
  // board reconnects (a cook's eye stays where the ticket was).
  return (
    <>
      <p className="admin-board-state admin-board-live admin-board-state-away" aria-hidden="true">
        {t('board.live')}
      </p>
      <p className="admin-board-state admin-board-offline admin-board-offline-banner" role="status" data-testid="board-connection">
        {board.connection === 'connecting'
          ? t('board.connecting')
          : seconds < 60
            ? t('board.reconnectingSeconds', { seconds })
            : t('board.reconnectingMinutes', { minutes: Math.floor(seconds / 60) })}
      </p>
    </>
  );
}

/**
 * Orders closed in the last two hours (delivered or cancelled), newest first, each with "Bring back": a bump or a
 * cancel made by mistake is undone well past the 10-second undo. R opens it from the keyboard.
 */
function RecallPanel({ lang, onRecalled }: { lang: Language; onRecalled: (order: AdminOrder) => void }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const [open, setOpen] = useState(false);
  const [recallError, setError] = useState('');
  // Read when the panel opens, again whenever an order is moved (a recall or a bump invalidates the lists).
  const closedQuery = ordersApi.useRecentlyClosedQuery({ lang }, { skip: !open, refetchOnMountOrArgChange: true });
  const closed = closedQuery.data ?? null;
  const [recallOrder] = ordersApi.useRecallOrderMutation();
  // a recall that failed, else a list that could not be read
  const error = recallError || (closedQuery.error ? apiErrorText(closedQuery.error) : '');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key.toLowerCase() !== 'r' || e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, textarea, select, dialog')) return;
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const recall = async (order: AdminOrder) => {
    setError('');
    try {
      onRecalled(await recallOrder({ code: order.code, lang }).unwrap());
    } catch (e) {
      setError(apiErrorText(e));
    }
  };
  return (
    <details className="admin-recall" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="recall-panel">
      <summary>{t('board.recallTitle')}</summary>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {closed?.length === 0 && <p>{t('board.recallNone')}</p>}
      <ul className="admin-recall-list">
        {closed?.map((o) => (
          <li key={o.code} data-testid={`recall-${o.code}`}>
            <strong>{o.code}</strong> · {orderPlace(o, t)} · {t(`vocabulary:orderStatus.${o.status}`)}
            <span className="admin-muted" data-testid="recall-closed">
              {' '}
              {closedLine(o, lang, (role) => t(`vocabulary:roles.${role}`))}
            </span>
            <button type="button" className="admin-secondary" onClick={() => void recall(o)}>
              {t('board.recall')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The orders ahead not yet on the screens (the expo's view), soonest first: each with when it is due, when it goes on
 * the screens by itself, and "Fire now" (every board hears of it).
 */
function LaterOrders({
  orders,
  now,
  lang,
  onFired,
  onConfirm,
}: {
  orders: AdminOrder[];
  now: number;
  lang: Language;
  onFired: (order: AdminOrder) => void;
  /** The expo confirms an order ahead when it comes in (the diner hears so), long before it goes on the screens. */
  onConfirm: (order: AdminOrder) => void;
}) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const [fireOrder] = ordersApi.useFireOrderMutation();
  const [error, setError] = useState('');
  const fire = async (order: AdminOrder) => {
    setError('');
    try {
      onFired(await fireOrder({ code: order.code, lang }).unwrap());
    } catch (e) {
      setError(apiErrorText(e));
    }
  };
  return (
    <details className="admin-recall" data-testid="later-orders">
      <summary>{t('board.laterTitle', { count: orders.length })}</summary>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <ul className="admin-recall-list">
        {orders.map((o) => (
          <li key={o.code} data-testid={`later-${o.code}`}>
            <strong>{o.code}</strong> · {orderPlace(o, t)} · <span data-testid="order-due">{dueText(o.scheduledFor!, now, lang, t)}</span>{' '}
            <span className="admin-muted" data-testid="order-fires">
              {t('board.firesAt', { time: fireTimeText(o.fireAt!, now, lang) })}
            </span>
            {o.status === 'pending' && (
              <button type="button" className="admin-button" onClick={() => onConfirm(o)}>
                {t('orders.moveTo.confirmed')}
              </button>
            )}
            <button type="button" className="admin-secondary" onClick={() => void fire(o)}>
              {t('board.fireNow')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** When an order ahead goes on the screens: its time, with its day when that is not today ("30 Nov, 19:10"). */
function fireTimeText(fireAt: string, now: number, lang: Language): string {
  const time = formatBakuTime(fireAt, lang);
  const day = bakuDate(new Date(fireAt));
  return day === bakuDate(new Date(now)) ? time : `${formatDayMonth(day, lang)}, ${time}`;
}

/** When an order was closed, by whom, and whose it was: "21:40 · Aysel (Staff) · Günay". */
function closedLine(order: AdminOrder, lang: Language, roleName: (role: Role) => string): string {
  const last = order.history.at(-1);
  const by = last?.byName ? `${last.byName}${last.byRole ? ` (${roleName(last.byRole)})` : ''}` : null;
  return [last ? formatBakuTime(last.at, lang) : null, by, order.customerName].filter(Boolean).join(' · ');
}

function Board({ me }: { me: UserDto }) {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  const lang = i18n.language as Language;
  // A station's view (?station=bar) shows only its lines, of the orders it still has to make; none: every station (expo).
  const [params, setParams] = useSearchParams();
  const { stations, nameOf } = useKitchenStations();
  const station = stations.some((s) => s.id === params.get('station')) ? params.get('station') : null;
  const dispatch = useDispatch<AppDispatch>() as unknown as (action: ReturnType<typeof boardApi.util.updateQueryData>) => void;
  const query = useKitchenBoardQuery({ lang });
  // the restaurant's prep-time targets, from the settings the host put in the store
  const ordering = useSelector((state: RootState) => selectPublicSettings(state))?.ordering;
  const targets = ordering?.prepTargets ?? DEFAULT_PREP_TARGETS;
  // a line's dish marked sold out on the menu: a manager, or staff when the restaurant lets them (the API decides)
  const soldOutAllowed = mayMarkSoldOut(me.role, ordering?.staffMarksSoldOut);
  const board = query.data;
  // card ages are in minutes
  const now = useNow(15000);
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1');
  const sound = useBoardSound();
  const [seen, setSeen] = useState(seenOrders);
  const [typeFilter, setTypeFilter] = useState<OrderType | 'all'>('all');
  const [selected, setSelected] = useState<string | null>(null);
  const [undo, setUndo] = useState<{ code: string; status: OrderStatus } | null>(null);
  // the last bump of this board, for Backspace: a status move (taken back through the undo) or a station's lines
  const lastBump = useRef<{ code: string; lines: number[]; madeReady: boolean } | null>(null);
  // another station's screen: its Backspace does not take back this one's bump
  useEffect(() => {
    lastBump.current = null;
  }, [station]);
  const [showKeys, setShowKeys] = useState(false);
  const [notice, setNotice] = useState('');
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const { print, ticket } = usePrintTicket();

  // Orders ahead wait off the screens until their fire time (due less the prep target: the API sets it), then arrive
  // as new orders do, with the chime; the expo sees them coming under "Later" and can fire one early.
  const fired = useMemo(() => (board?.orders ?? []).filter((o) => !o.fireAt || Date.parse(o.fireAt) <= now), [board, now]);
  const later = useMemo(
    () => (board?.orders ?? []).filter((o) => o.fireAt && Date.parse(o.fireAt) > now).sort((a, b) => Date.parse(a.fireAt!) - Date.parse(b.fireAt!)),
    [board, now],
  );
  const orders = useMemo(() => {
    const ofType = fired.filter((o) => typeFilter === 'all' || o.orderType === typeFilter);
    if (!station) return ofType;
    return ofType.flatMap((o) => {
      const part = orderForStation(o, station, stations[0]!.id);
      // a station is done with an order once its lines are; ready orders are the expo's
      return part && o.status !== 'ready' && !(o.status !== 'pending' && stationDone(part)) ? [part] : [];
    });
  }, [fired, typeFilter, station, stations]);
  // the expo's view in status columns; a station's, its kitchen display, in tiles oldest first across the screen (issue 56)
  const columns = OPEN_ORDER_STATUSES;
  // a station's tiles: each ticket cut into tiles of at most four lines (kept between renders, so a card re-renders
  // only when its order changes)
  const tiles = useMemo(() => (station ? orders.flatMap((order) => ticketParts(order.items.length).map((part) => ({ order, part }))) : []), [station, orders]);
  const layout = useMemo<BoardLayout>(() => (station ? { kind: 'tiles' } : { kind: 'columns', columns }), [station, columns]);
  const unseen = useMemo(() => fired.filter((o) => o.status === 'pending' && !seen.has(o.code)), [fired, seen]);

  // The tab says how many new orders wait, so a board in another tab is noticed too.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = unseen.length ? `(${unseen.length}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [unseen.length]);

  // The chime plays when a new order arrives and again every CHIME_REPEAT_MS until all are acknowledged.
  const { play } = sound;
  const unseenCount = unseen.length;
  const heard = useRef(unseenCount);
  const heardNotice = useRef(unseenCount);
  useEffect(() => {
    if (muted || unseenCount === 0) {
      heard.current = unseenCount;
      return;
    }
    if (unseenCount > heard.current) play('order');
    heard.current = unseenCount;
    const timer = setInterval(() => play('order'), CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [unseenCount, muted, play]);
  // An order ahead that reaches the screens (its time came, or the expo fired it) is a new ticket for the kitchen,
  // confirmed already or not: it chimes.
  const waiting = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!muted && fired.some((o) => waiting.current.has(o.code))) play('order');
    waiting.current = new Set(later.map((o) => o.code));
  }, [fired, later, muted, play]);
  // Optional browser notifications: a new order shows one even when the board's tab is behind another window.
  const [notifying, setNotifying] = useState(() => typeof Notification !== 'undefined' && Notification.permission === 'granted');
  useEffect(() => {
    if (!notifying || unseenCount === 0 || unseenCount <= heardNotice.current) {
      heardNotice.current = unseenCount;
      return;
    }
    heardNotice.current = unseenCount;
    const newest = unseen[unseen.length - 1];
    try {
      new Notification(t('board.notifyTitle', { count: unseenCount }), {
        body: newest ? `${newest.code} · ${orderPlace(newest, t)}` : undefined,
        tag: 'pizza-inn-new-orders',
      });
    } catch {
      // notifications unavailable here
    }
  }, [notifying, unseenCount, unseen, t]);
  // Losing the session is heard as well as seen.
  const ended = board?.connection === 'ended';
  useEffect(() => {
    if (ended && !muted) play('alert');
  }, [ended, muted, play]);

  // The undo offer lasts ORDER_UNDO_SECONDS (the API refuses after that anyway).
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), ORDER_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo]);

  const show = useCallback(
    (order: AdminOrder) => dispatch(boardApi.util.updateQueryData('kitchenBoard', { lang }, (draft) => void (draft.orders = placeOrder(draft.orders, order)))),
    [dispatch, lang],
  );
  const see = useCallback((order: AdminOrder) => {
    markOrderSeen(order.code);
    setSeen(seenOrders());
  }, []);
  const isManager = hasMinRole(me.role, LATE_CANCEL_MIN_ROLE);
  const [changeStatus] = ordersApi.useChangeOrderStatusMutation();
  const [markLineDone] = ordersApi.useMarkLineDoneMutation();
  const [markStationDone] = ordersApi.useMarkStationDoneMutation();
  const [undoStatus] = ordersApi.useUndoOrderStatusMutation();
  const [dispatchOrder] = ordersApi.useDispatchOrderMutation();
  const [markSoldOut] = ordersApi.useMarkSoldOutMutation();
  // the dish asked about (the ⊘ on its line: one tap takes it from every diner, so the board asks first), and the one
  // this board took off the menu last, for "Back on the menu"
  const [askSoldOut, setAskSoldOut] = useState<{ id: number; dish: string } | null>(null);
  const [soldOut, setSoldOut] = useState<{ id: number; dish: string } | null>(null);
  const confirmSoldOut = async (dish: { id: number; dish: string }) => {
    setAskSoldOut(null);
    setNotice('');
    try {
      const answer = await markSoldOut({ id: dish.id, soldOut: true }).unwrap();
      // a dish already off the menu (a manager's, or another board's) is not this tap's to put back
      setSoldOut(answer.wasAvailable ? dish : null);
      if (!answer.wasAvailable) setNotice(t('board.soldOutDone', { dish: dish.dish }));
    } catch (error) {
      setSoldOut(null);
      setNotice(apiErrorText(error));
    }
  };
  const onSoldOut = useMemo(
    () =>
      soldOutAllowed
        ? (order: AdminOrder, index: number) => {
            const line = order.items[index];
            if (line?.menuItemId) setAskSoldOut({ id: line.menuItemId, dish: line.name });
          }
        : undefined,
    [soldOutAllowed, setAskSoldOut],
  );
  const putBack = async () => {
    if (!soldOut) return;
    try {
      await markSoldOut({ id: soldOut.id, soldOut: false }).unwrap();
      setSoldOut(null);
    } catch (error) {
      setNotice(apiErrorText(error));
    }
  };
  const [reason, setReason] = useState('');
  const move = useCallback(
    async (order: AdminOrder, status: OrderStatus, note?: string) => {
      see(order);
      setNotice('');
      try {
        show(await changeStatus({ code: order.code, status, note, lang }).unwrap());
        lastBump.current = null;
        setUndo({ code: order.code, status });
      } catch (error) {
        setUndo(null);
        setNotice(apiErrorText(error, t('orders.moveFailed')));
      }
    },
    [see, show, lang, t, changeStatus],
  );
  // The cards' handlers stay the same between renders, so a card re-renders only when its order or its marks change.
  const moveOrder = useCallback((order: AdminOrder, status: OrderStatus) => void move(order, status), [move]);
  const markLine = useCallback(
    async (order: AdminOrder, lineId: number, done: boolean) => {
      see(order);
      setNotice('');
      try {
        show(await markLineDone({ code: order.code, lineId, done, lang }).unwrap());
      } catch (error) {
        setNotice(apiErrorText(error, t('orders.moveFailed')));
      }
    },
    [see, show, lang, t, markLineDone],
  );
  const lineDone = useCallback((order: AdminOrder, lineId: number, done: boolean) => void markLine(order, lineId, done), [markLine]);
  // A station's bump: all its lines of the order done (the order is ready when every station's are).
  const finishAtStation = useCallback(
    async (order: AdminOrder) => {
      if (!station) return;
      see(order);
      setNotice('');
      try {
        // the bump is the last one from the key press on (a Backspace meanwhile waits for it, not for the one before)
        const bump = { code: order.code, lines: (order.lines ?? []).filter((l) => !l.done).map((l) => l.id), madeReady: false };
        lastBump.current = bump;
        setUndo(null);
        const after = await markStationDone({ code: order.code, station, lang }).unwrap();
        show(after);
        bump.madeReady = after.status === 'ready';
      } catch (error) {
        lastBump.current = null;
        setNotice(apiErrorText(error, t('orders.moveFailed')));
      }
    },
    [station, see, show, lang, t, markStationDone],
  );
  const stationBump = useCallback((order: AdminOrder) => void finishAtStation(order), [finishAtStation]);
  // A ready delivery handed to the courier.
  const sendOut = useCallback(
    async (order: AdminOrder) => {
      see(order);
      setNotice('');
      try {
        show(await dispatchOrder({ code: order.code, lang }).unwrap());
      } catch (error) {
        setNotice(apiErrorText(error, t('orders.moveFailed')));
      }
    },
    [see, show, lang, t, dispatchOrder],
  );
  const onTheWay = useCallback((order: AdminOrder) => void sendOut(order), [sendOut]);
  const printOrder = useCallback((order: AdminOrder) => print(order, station), [print, station]);
  const startCancel = useCallback(
    (order: AdminOrder) => {
      setReason('');
      setCancelling(order);
    },
    [setReason, setCancelling],
  );
  const takeBack = async () => {
    if (!undo) return;
    setUndo(null);
    try {
      const back = await undoStatus({ code: undo.code, lang }).unwrap();
      show(back);
      setNotice(t('orders.undone', { code: back.code, status: t(`vocabulary:orderStatus.${back.status}`) }));
    } catch (error) {
      setNotice(apiErrorText(error));
    }
  };
  // The bump bar's Backspace: the station's lines of its last bump open again, else the last move taken back.
  const bringBack = async () => {
    const last = lastBump.current;
    if (!last) return void takeBack();
    lastBump.current = null;
    try {
      // the bump that made the order ready is taken back first (within the undo time): lines of a ready order stay
      let back: AdminOrder | undefined = last.madeReady ? await undoStatus({ code: last.code, lang }).unwrap() : undefined;
      for (const lineId of last.lines) back = await markLineDone({ code: last.code, lineId, done: false, lang }).unwrap();
      if (back) {
        show(back);
        setNotice(t('orders.undone', { code: back.code, status: t(`vocabulary:orderStatus.${back.status}`) }));
      }
    } catch (error) {
      setNotice(apiErrorText(error));
    }
  };
  const stationCount = stations.length;
  // Enter: the picked ticket's next step that this view owns, never another view's (bump-bar.ts)
  const bump = (order: AdminOrder) => {
    const step = bumpStep(order, { station, stationCount });
    if (step.kind === 'station') return stationBump(order);
    if (step.kind === 'dispatch') return onTheWay(order);
    if (step.kind === 'status') return void move(order, step.to);
    setNotice(t(step.owner === 'expo' ? 'board.notYoursExpo' : 'board.notYoursStations', { code: order.code }));
  };

  // The tickets on screen (at least half in view, in the columns' own scroll): the digits pick among them.
  const columnsRef = useRef<HTMLDivElement>(null);
  const onScreen = useTicketsOnScreen(columnsRef, orders, layout.kind);
  const digits = useMemo(() => digitTickets(layout, orders, onScreen, { station, stationCount }), [layout, orders, onScreen, station, stationCount]);
  // The cursor stays on its ticket as it moves between columns; a ticket that leaves this view hands the cursor to the
  // one after it on screen (else the one before).
  const shown = useMemo(() => screenOrder(layout, orders), [layout, orders]);
  const lastShown = useRef(shown);
  useEffect(() => {
    if (selected && !shown.some((o) => o.code === selected)) {
      const before = lastShown.current;
      const at = before.findIndex((o) => o.code === selected);
      const next = [...before.slice(at + 1), ...before.slice(0, Math.max(0, at)).reverse()].find((o) => shown.some((s) => s.code === o.code));
      setSelected(next?.code ?? null);
    }
    lastShown.current = shown;
  }, [shown, selected]);
  // the picked ticket is kept in view, also when it moves to another column
  const selectedStatus = orders.find((o) => o.code === selected)?.status;
  useEffect(() => {
    if (selected) columnsRef.current?.querySelector(`[data-code="${selected}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected, selectedStatus]);

  // A bump bar is a keyboard: arrows move the cursor in screen order, 1-9 pick a ticket on screen, Enter bumps the
  // picked ticket, Backspace brings the last bump back, ? shows the keys (R: the recently closed, RecallPanel). An
  // Effect Event: the key reads the board as it is now, the listener is added once.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, textarea, select, [contenteditable="true"], dialog')) return;
    if (/^[1-9]$/.test(e.key)) {
      const order = digits[Number(e.key) - 1];
      if (order) setSelected(order.code);
    } else if (CURSOR_KEYS.includes(e.key)) {
      e.preventDefault();
      setSelected(moveCursor(layout, orders, selected, e.key as CursorKey));
    } else if (e.key === 'Enter' && selected && !target?.closest('a, button, summary')) {
      const order = orders.find((o) => o.code === selected);
      if (order) {
        e.preventDefault();
        bump(order);
      }
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      void bringBack();
    } else if (e.key === '?') {
      setShowKeys(true);
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The columns fill the screen below the toolbar (each scrolls on its own): the page itself does not scroll.
  useLayoutEffect(() => {
    const el = columnsRef.current;
    if (!el) return;
    const fit = () => el.style.setProperty('--board-top', `${Math.round(el.getBoundingClientRect().top + window.scrollY)}px`);
    fit();
    // the toolbar above changes height (a banner, the recall list, a narrower window)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);

  return (
    <>
      <div className="admin-toolbar admin-board-toolbar">
        <OrderingSwitch role={me.role} live={board?.paused ?? null} />
        <label className="admin-station-pick">
          <span className="admin-visually-hidden">{t('board.station')}</span>
          <select
            value={station ?? ''}
            data-testid="station-pick"
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('station', e.target.value);
              else next.delete('station');
              setParams(next, { replace: true });
            }}
          >
            <option value="">{t('board.allStations')}</option>
            {stations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-segmented" role="group" aria-label={t('orders.type')}>
          {(['all', ...ORDER_TYPES] as const).map((type) => (
            <button key={type} type="button" className="admin-secondary" aria-pressed={typeFilter === type} onClick={() => setTypeFilter(type)}>
              {type === 'all' ? t('orders.allTypes') : t(`vocabulary:orderType.${type}`)}
            </button>
          ))}
        </div>
        {sound.blocked ? (
          <button type="button" className="admin-button" data-testid="enable-sound" onClick={sound.enable}>
            {t('board.enableSound')}
          </button>
        ) : (
          <button
            type="button"
            className="admin-secondary"
            aria-pressed={muted}
            onClick={() => {
              localStorage.setItem(MUTE_KEY, muted ? '0' : '1');
              setMuted(!muted);
            }}
          >
            {muted ? t('orders.unmute') : t('orders.mute')}
          </button>
        )}
      </div>
      <div className="admin-board-status">
        {board && <ConnectionState board={board} />}
        <AllDayCounts orders={orders} />
        <RecallPanel lang={lang} onRecalled={(order) => show(order)} />
        {!station && later.length > 0 && (
          <LaterOrders orders={later} now={now} lang={lang} onFired={show} onConfirm={(order) => void move(order, 'confirmed')} />
        )}
        <button type="button" className="admin-secondary" aria-haspopup="dialog" data-testid="bump-keys-open" onClick={() => setShowKeys(true)}>
          {t('board.keysOpen')}
        </button>
        {me.device ? (
          <span className="admin-badge admin-display-badge" data-testid="display-badge">
            {t('displays.this', { name: me.name })}
          </span>
        ) : (
          (hasMinRole(me.role, 'MANAGER') || (typeof Notification !== 'undefined' && !notifying && Notification.permission !== 'denied')) && (
            <details className="admin-recall admin-screen-menu">
              <summary>{t('board.thisScreen')}</summary>
              <div className="admin-toolbar">
                {typeof Notification !== 'undefined' && !notifying && Notification.permission !== 'denied' && (
                  <button
                    type="button"
                    className="admin-secondary"
                    onClick={() => void Notification.requestPermission().then((p) => setNotifying(p === 'granted'))}
                  >
                    {t('board.enableNotifications')}
                  </button>
                )}
                {hasMinRole(me.role, 'MANAGER') && <MakeKitchenDisplay />}
              </div>
            </details>
          )
        )}
      </div>
      {query.isError && !board && <p role="alert">{t('loadError')}</p>}
      <div className="admin-live" aria-live="polite">
        {undo && (
          <p className="admin-undo" data-testid="undo-bar">
            {t('orders.moved', { code: undo.code, status: t(`vocabulary:orderStatus.${undo.status}`) })}{' '}
            <button type="button" className="admin-secondary" onClick={() => void takeBack()}>
              {t('orders.undo')}
            </button>
          </p>
        )}
        {soldOut && (
          <p className="admin-undo" data-testid="sold-out-bar">
            {t('board.soldOutDone', { dish: soldOut.dish })}{' '}
            <button type="button" className="admin-secondary" onClick={() => void putBack()}>
              {t('board.soldOutUndo')}
            </button>
          </p>
        )}
        {notice && <p className="admin-undo">{notice}</p>}
      </div>
      {layout.kind === 'tiles' ? (
        <div
          className="admin-tiles-board admin-compact"
          ref={columnsRef}
          data-testid="order-board"
          data-layout="tiles"
          data-station={station ?? 'all'}
          data-connection={board?.connection ?? 'connecting'}
        >
          <ul className="admin-tiles" aria-label={t('board.tilesLabel', { station: station ? nameOf(station) : '' })} data-testid="order-tiles">
            {tiles.map(({ order: o, part }) => (
              <OrderCard
                key={`${o.code}:${part.index}`}
                order={o}
                part={part.count > 1 ? part : undefined}
                tile
                place={part.index === 0 && digits.indexOf(o) !== -1 ? digits.indexOf(o) + 1 : undefined}
                selected={selected === o.code}
                isNew={o.status === 'pending' && !seen.has(o.code)}
                now={now}
                onMove={moveOrder}
                onLine={lineDone}
                // a station makes its lines; cancelling is the expo's (and the orders list's)
                canCancel={false}
                targets={targets}
                onCancel={startCancel}
                onPrint={printOrder}
                onStationDone={stationBump}
                stationName={station ? nameOf(station) : undefined}
                onSeen={see}
                onSoldOut={onSoldOut}
              />
            ))}
          </ul>
        </div>
      ) : (
        <div
          className="admin-columns admin-compact"
          ref={columnsRef}
          style={{ '--board-columns': columns.length } as CSSProperties}
          data-testid="order-board"
          data-layout="columns"
          data-station={station ?? 'all'}
          data-connection={board?.connection ?? 'connecting'}
        >
          {columns.map((status) => {
            const column = orders.filter((o) => o.status === status);
            return (
              <section key={status} aria-label={t(`vocabulary:orderStatus.${status}`)} className="admin-column" data-testid={`column-${status}`}>
                <h2>
                  {t(`vocabulary:orderStatus.${status}`)} ({column.length})
                </h2>
                <ul className="admin-board">
                  {column.map((o) => (
                    <OrderCard
                      key={o.code}
                      order={o}
                      place={digits.indexOf(o) === -1 ? undefined : digits.indexOf(o) + 1}
                      selected={selected === o.code}
                      isNew={o.status === 'pending' && !seen.has(o.code)}
                      now={now}
                      onMove={moveOrder}
                      onLine={lineDone}
                      canCancel={canCancelOrder(o.status, isManager)}
                      targets={targets}
                      onCancel={startCancel}
                      onPrint={printOrder}
                      onStationDone={station ? stationBump : undefined}
                      onDispatch={station ? undefined : onTheWay}
                      stationName={station ? nameOf(station) : undefined}
                      onSeen={see}
                      onSoldOut={onSoldOut}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t('orders.cancelTitle', { code: cancelling.code })}
          text={t('orders.cancelText')}
          confirm={t('orders.cancelYes')}
          keep={t('orders.cancelKeep')}
          canConfirm={!LATE_CANCEL_STATUSES.includes(cancelling.status) || reason.trim().length > 0}
          onConfirm={() => void move(cancelling, 'cancelled', reason.trim() || undefined)}
          onClose={() => setCancelling(null)}
        >
          <label className="admin-field">
            {LATE_CANCEL_STATUSES.includes(cancelling.status) ? t('orders.cancelReasonRequired') : t('orders.cancelReason')}
            <input type="text" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </ConfirmDialog>
      )}
      {askSoldOut && (
        <ConfirmDialog
          title={t('board.soldOutTitle', { dish: askSoldOut.dish })}
          text={t('board.soldOutText')}
          confirm={t('board.soldOutYes')}
          keep={t('board.soldOutKeep')}
          onConfirm={() => void confirmSoldOut(askSoldOut)}
          onClose={() => setAskSoldOut(null)}
        />
      )}
      {showKeys && <BumpKeys onClose={() => setShowKeys(false)} />}
      {ticket}
    </>
  );
}

/** The bump bar's keys (?), as a dialog: a cook learns them at the screen. */
function BumpKeys({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const ref = useModalDialog();
  const keys = [
    ['← ↑ → ↓', t('board.keyArrows')],
    ['1–9', t('board.keyDigits')],
    ['Enter', t('board.keyEnter')],
    ['Backspace', t('board.keyBackspace')],
    ['R', t('board.keyRecall')],
    ['?', t('board.keyHelp')],
  ] as const;
  return (
    <dialog ref={ref} className="admin-dialog admin-bump-keys" aria-labelledby="bump-keys-title" onClose={onClose} data-testid="bump-keys">
      <h2 id="bump-keys-title">{t('board.keysTitle')}</h2>
      <dl>
        {keys.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="admin-actions">
        <button type="submit" className="admin-button" autoFocus>
          {t('board.keysClose')}
        </button>
      </form>
    </dialog>
  );
}

/**
 * The codes of the tickets at least half in view (IntersectionObserver: the viewport, clipped by each column's own
 * scroll), read again as tickets come and go. One observer for the board's life: a new ticket (or one that changed
 * column, a new element there) is observed as it appears and a gone one let go, and the board re-renders only when the
 * set changes. (An observer made anew on every change fired for all ~190 cards of a Friday's expo each time, and
 * rendered the board twice per event.)
 */
function useTicketsOnScreen(container: React.RefObject<HTMLDivElement | null>, orders: readonly AdminOrder[], layout: string): ReadonlySet<string> {
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set());
  const observable = typeof IntersectionObserver === 'function';
  const watch = useRef<{ observer: IntersectionObserver; observed: Set<HTMLElement>; inView: Set<string>; publish: () => void } | null>(null);
  useEffect(() => {
    if (!observable) return;
    const inView = new Set<string>();
    const publish = () => setVisible((shown) => (shown.size === inView.size && [...inView].every((code) => shown.has(code)) ? shown : new Set(inView)));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const code = (entry.target as HTMLElement).dataset.code;
          if (!code) continue;
          if (entry.intersectionRatio >= 0.5 && entry.target.isConnected) inView.add(code);
          else inView.delete(code);
        }
        publish();
      },
      { threshold: [0, 0.5, 1] },
    );
    watch.current = { observer, observed: new Set(), inView, publish };
    return () => {
      observer.disconnect();
      watch.current = null;
    };
  }, [observable]);
  // a ticket that changes column is a new element there: its status is part of what is looked at (and the layout:
  // columns and tiles are other elements); a ticket's first tile stands for it
  const tickets = `${layout} ${orders.map((o) => `${o.code}:${o.status}:${o.items.length}`).join(' ')}`;
  useEffect(() => {
    const root = container.current;
    const w = watch.current;
    if (!root || !w) return;
    for (const el of w.observed) {
      if (el.isConnected) continue;
      w.observer.unobserve(el);
      w.observed.delete(el);
    }
    const present = new Set<string>();
    root.querySelectorAll<HTMLElement>('[data-code]').forEach((el) => {
      present.add(el.dataset.code!);
      if (w.observed.has(el)) return;
      w.observed.add(el);
      w.observer.observe(el);
    });
    for (const code of w.inView) if (!present.has(code)) w.inView.delete(code);
    w.publish();
  }, [container, tickets]);
  // without IntersectionObserver every ticket counts as on screen (the first nine get digits)
  return useMemo(() => (observable ? visible : new Set(orders.map((o) => o.code))), [observable, visible, orders]);
}
