import { createEvent } from 'ics';
import {
  bakuDate,
  DEFAULT_LANGUAGE,
  formatBakuTime,
  formatDayMonth,
  formatLongDate,
  formatMoney,
  formatMomentTime,
  momentOfStart,
  type Language,
  type OrderStatus,
} from 'shared-lib/domain';
import { pick } from '../menu/entities/localized-text';
import type { Order, OrderItem } from '../orders/order.entity';
import type { Reservation } from '../reservations/reservation.entity';
import { composeMail, mailT } from './mail-texts';
import type { OutgoingMail } from './mailer.service';

/** How long a booked table is held, for the calendar entry. */
const TABLE_HOURS = 2;

const money = (amount: string) => formatMoney(Number(amount));

/** "2 × Margherita (Large, Extra cheese) — 29,00 ₼" lines of an order, in its language, as placed. */
function orderLines(items: OrderItem[], lang: Language): string[] {
  return items.map((i) => {
    const options = i.customizations.map((c) => pick(c.name, lang)).filter(Boolean);
    return `${i.quantity} × ${pick(i.name, lang)}${options.length ? ` (${options.join(', ')})` : ''} — ${money(i.lineTotal)}`;
  });
}

/**
 * Text a diner wrote (a note, an address), shown in an e-mail as theirs: in quotes after a label that says so, with
 * its web addresses made unclickable ("https[:]//…"), so nobody can make the restaurant's e-mail carry their message.
 */
export function dinerWritten(text: string): string {
  return `“${text.replace(/\b(https?|ftp):\/\//gi, '$1[:]//').replace(/\bwww\./gi, 'www[.]')}”`;
}

/**
 * The confirmation of a placed order: code, lines with options, totals, how it is served, the tracking link. Made
 * before the order is written, so the order and its message are written in one statement (orders/order-placing.service.ts).
 */
export function orderReceivedMail(order: Order, items: OrderItem[], to: string, site: string): OutgoingMail {
  const lang = order.language ?? DEFAULT_LANGUAGE;
  const t = mailT(lang);
  const how =
    order.orderType === 'table'
      ? t('order.typeTable', { table: order.tableNumber })
      : order.orderType === 'pickup'
        ? t('order.typePickup')
        : t('order.typeDelivery', { address: dinerWritten(order.deliveryAddress ?? '') });
  const totals = [t('order.subtotal', { amount: money(order.subtotal) })];
  if (Number(order.serviceFee) > 0) totals.push(t('order.serviceFee', { amount: money(order.serviceFee) }));
  // a delivery says what it costs, free too (over the threshold)
  if (order.orderType === 'delivery')
    totals.push(Number(order.deliveryFee) > 0 ? t('order.deliveryFee', { amount: money(order.deliveryFee) }) : t('order.deliveryFree'));
  totals.push(t('order.total', { amount: money(order.total) }));
  const mail = composeMail(lang, site, {
    subject: t('order.receivedSubject', { code: order.publicCode }),
    paragraphs: [
      // an order ahead is cooked for its time, not "shortly"
      t(order.scheduledFor ? 'order.receivedBodyAhead' : 'order.receivedBody', { code: order.publicCode }),
      how,
      ...(order.scheduledFor
        ? [t('order.scheduledFor', { date: formatDayMonth(bakuDate(order.scheduledFor), lang), time: formatBakuTime(order.scheduledFor, lang) })]
        : []),
      ...(order.specialInstructions ? [t('order.note', { note: dinerWritten(order.specialInstructions) })] : []),
    ],
    lines: [...orderLines(items, lang), ...totals],
    action: { label: t('order.track'), url: `${site}/${lang}/track-order/${order.publicCode}` },
  });
  return { eventKey: `order-received:${order.publicCode}`, kind: 'order-received', to, language: lang, ...mail };
}

/** A status change the diner asked to hear of. */
export function orderStatusMail(order: Order, status: OrderStatus, site: string): OutgoingMail | null {
  if (!order.email || !order.notifyStatus || status === 'pending') return null;
  const lang = order.language ?? DEFAULT_LANGUAGE;
  const t = mailT(lang);
  const mail = composeMail(lang, site, {
    // what the order is now, in the words of its type: a table order is served, a pickup picked up
    subject: t(status === 'delivered' ? `order.statusSubject_delivered_${order.orderType}` : `order.statusSubject_${status}`, { code: order.publicCode }),
    paragraphs: [
      t(
        status === 'ready' || status === 'delivered'
          ? `order.statusNow_${status}_${order.orderType}`
          : status === 'confirmed' && order.scheduledFor
            ? 'order.statusNow_confirmed_ahead'
            : `order.statusNow_${status}`,
        { code: order.publicCode },
      ),
    ],
    action: { label: t('order.track'), url: `${site}/${lang}/track-order/${order.publicCode}` },
  });
  return { eventKey: `order-status:${order.publicCode}:${status}`, kind: 'order-status', to: order.email, language: lang, ...mail };
}

/**
 * The restaurant cancelled an order (a manager, with a reason): the diner is told whenever they left an address, whether
 * or not they asked to hear of every change. `changeId` (the history row) keeps each cancellation's e-mail its own.
 */
export function orderCancelledMail(order: Order, reason: string | null, changeId: number, site: string): OutgoingMail | null {
  if (!order.email) return null;
  const lang = order.language ?? DEFAULT_LANGUAGE;
  const t = mailT(lang);
  const mail = composeMail(lang, site, {
    subject: t('order.statusSubject_cancelled', { code: order.publicCode }),
    paragraphs: [t('order.cancelledByRestaurant', { code: order.publicCode }), ...(reason ? [t('order.cancelReason', { reason })] : [])],
    action: { label: t('order.track'), url: `${site}/${lang}/track-order/${order.publicCode}` },
  });
  return { eventKey: `order-cancelled:${order.publicCode}:${changeId}`, kind: 'order-status', to: order.email, language: lang, ...mail };
}

/** A cancellation taken back: the diner who was told of it hears that the order goes on. */
export function orderRestoredMail(order: Order, changeId: number, site: string): OutgoingMail | null {
  if (!order.email) return null;
  const lang = order.language ?? DEFAULT_LANGUAGE;
  const t = mailT(lang);
  const mail = composeMail(lang, site, {
    subject: t('order.restoredSubject', { code: order.publicCode }),
    paragraphs: [t('order.restoredBody', { code: order.publicCode })],
    action: { label: t('order.track'), url: `${site}/${lang}/track-order/${order.publicCode}` },
  });
  return { eventKey: `order-restored:${order.publicCode}:${changeId}`, kind: 'order-status', to: order.email, language: lang, ...mail };
}

export type ReservationMailKind = 'received' | 'confirmed' | 'changed' | 'cancelled';

function reservationLines(r: Reservation, lang: Language, packageName: string | null): string[] {
  const t = mailT(lang);
  return [
    t('reservation.code', { code: r.code }),
    t('reservation.date', { date: formatLongDate(r.businessDate, lang) }),
    t('reservation.time', { time: formatMomentTime(momentOfStart(r.businessDate, r.startsAt), lang) }),
    t('reservation.guests', { guests: r.guests }),
    ...(packageName ? [t('reservation.package', { package: packageName })] : []),
  ];
}

/** The booking as a calendar entry (RFC 5545, the `ics` package): its start in UTC, which calendars show in Baku time. */
function calendarEntry(r: Reservation, kind: ReservationMailKind, lang: Language, site: string, address: string): string {
  const t = mailT(lang);
  const { error, value } = createEvent({
    uid: `${r.code}@pizzainn.az`,
    // A change or a cancellation replaces the entry the guest already added.
    sequence: { received: 0, confirmed: 1, changed: Math.floor(Date.now() / 1000), cancelled: Math.floor(Date.now() / 1000) }[kind],
    method: kind === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    status: kind === 'cancelled' ? 'CANCELLED' : kind === 'received' ? 'TENTATIVE' : 'CONFIRMED',
    start: r.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: TABLE_HOURS },
    title: t('reservation.calendarTitle'),
    description: reservationLines(r, lang, null).join('\n'),
    location: address,
    url: `${site}/${lang}/reservations`,
    productId: 'pizza-inn/bookings',
  });
  if (error || !value) throw error ?? new Error('no calendar entry');
  return value;
}

/** A booking received, confirmed, changed or cancelled: its details, the manage link and a calendar file. */
/** A birthday party booking (a package chosen, or the occasion): SPEC's party menu, called back by the restaurant. */
function isParty(r: Reservation): boolean {
  return Boolean(r.package || r.occasion === 'birthday');
}

export function reservationMail(r: Reservation, kind: ReservationMailKind, site: string, address: string, packageName: string | null): OutgoingMail {
  const lang = r.language ?? DEFAULT_LANGUAGE;
  const t = mailT(lang);
  const mail = composeMail(lang, site, {
    subject: t(`reservation.${kind}Subject`, { code: r.code }),
    // a party has its own words where the table's would be wrong (a party request, a party confirmed)
    paragraphs: [
      isParty(r) && (kind === 'received' || kind === 'confirmed')
        ? t(kind === 'received' ? 'reservation.partyReceivedBody' : 'reservation.partyConfirmedBody')
        : t(`reservation.${kind}Body`),
    ],
    lines: reservationLines(r, lang, packageName),
    action: { label: t('reservation.manage'), url: `${site}/${lang}/reservations/manage?code=${r.code}` },
  });
  // One message per event: a change is keyed by what it changed to.
  const event = kind === 'changed' ? `${r.businessDate}T${r.slotTime}x${r.guests}` : kind;
  return {
    eventKey: `reservation-${kind}:${r.code}:${event}`,
    kind: `reservation-${kind}`,
    to: r.email,
    language: lang,
    ...mail,
    attachments: [
      {
        filename: t('reservation.calendarFile'),
        contentType: 'text/calendar; charset=utf-8; method=' + (kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'),
        content: calendarEntry(r, kind, lang, site, address),
      },
    ],
  };
}

/** A party booking, for the restaurant's own address (in `lang`: its reader's chosen language, else the site's default), with what staff need. */
export function partyBookingStaffMail(r: Reservation, to: string, site: string, packageName: string | null, lang: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const t = mailT(lang);
  const mail = composeMail(
    lang,
    site,
    {
      subject: t('partyStaff.subject', {
        code: r.code,
        date: formatLongDate(r.businessDate, lang),
        time: formatMomentTime(momentOfStart(r.businessDate, r.startsAt), lang),
        guests: r.guests,
      }),
      paragraphs: [t('partyStaff.body')],
      lines: [
        ...reservationLines(r, lang, packageName),
        t('partyStaff.name', { name: r.name }),
        t('partyStaff.phone', { phone: r.phone }),
        t('partyStaff.email', { email: r.email }),
        ...(r.specialRequests ? [t('partyStaff.requests', { requests: r.specialRequests })] : []),
      ],
      action: { label: t('partyStaff.open'), url: `${site}/admin/reservations` },
    },
    'staff',
  );
  return { eventKey: `party-booking-staff:${r.code}`, kind: 'party-booking-staff', to, language: lang, ...mail };
}
