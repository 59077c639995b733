import { apiError } from '../common/api-error';
import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, bakuDate, bakuInstant, fromQapik, OPEN_ORDER_STATUSES, REVENUE_STATUSES, toQapik, type Language, type OrderStatus } from 'shared-lib/domain';
import { pick, type LocalizedText } from '../menu/entities/localized-text';

/** Baku local time of a timestamp column, for grouping by day and hour (Baku is UTC+4 all year). */
const LOCAL = (column: string) => `(${column} AT TIME ZONE 'UTC' + interval '4 hours')`;

@Injectable()
export class AdminStatsService {
  constructor(private readonly db: DataSource) {}

  /** Today's figures for the dashboard (Baku calendar day). */
  async dashboard(now = new Date()) {
    const today = bakuDate(now);
    const start = bakuInstant(today, '00:00');
    const end = bakuInstant(addDays(today, 1), '00:00');
    const [orders] = await this.db.query(
      // A cancelled order is not an order of the day; revenue counts orders from confirmed on (one rule with the
      // chart: REVENUE_STATUSES), not those nobody has confirmed yet.
      `SELECT count(*) FILTER (WHERE status <> 'cancelled')::int AS orders, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
              COALESCE(sum(total) FILTER (WHERE status = ANY($3)), 0)::text AS revenue
         FROM orders WHERE created_at >= $1 AND created_at < $2`,
      [start, end, REVENUE_STATUSES],
    );
    const open = await this.db.query(`SELECT status, count(*)::int AS n FROM orders WHERE status = ANY($1) GROUP BY status`, [OPEN_ORDER_STATUSES]);
    const [reservations] = await this.db.query(
      `SELECT count(*)::int AS n, COALESCE(sum(guests), 0)::int AS guests FROM reservations WHERE business_date = $1 AND status NOT IN ('cancelled')`,
      [today],
    );
    const [unread] = await this.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE status = 'unread'`);
    const openByStatus = Object.fromEntries(OPEN_ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of open as Array<{ status: OrderStatus; n: number }>) openByStatus[row.status] = Number(row.n);
    return {
      date: today,
      ordersToday: Number(orders.orders),
      cancelledToday: Number(orders.cancelled),
      revenueToday: fromQapik(toQapik(orders.revenue)),
      openOrders: openByStatus,
      reservationsToday: Number(reservations.n),
      guestsToday: Number(reservations.guests),
      unreadMessages: Number(unread.n),
    };
  }

  /** Revenue and orders per day, top items and busiest hours over a range of Baku calendar days. */
  async analytics(query: { from?: string; to?: string; lang?: Language }, now = new Date()) {
    const to = query.to ?? bakuDate(now);
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw new BadRequestException(apiError('RANGE_REVERSED', 'from'));
    if (addDays(from, 366) < to) throw new BadRequestException(apiError('RANGE_TOO_LONG', 'from'));
    const start = bakuInstant(from, '00:00');
    const end = bakuInstant(addDays(to, 1), '00:00');
    const lang = query.lang ?? 'en';

    const perDay = (await this.db.query(
      `SELECT to_char(${LOCAL('created_at')}, 'YYYY-MM-DD') AS day, count(*)::int AS orders, COALESCE(sum(total) FILTER (WHERE status = ANY($3)), 0)::text AS revenue
         FROM orders WHERE created_at >= $1 AND created_at < $2 AND status <> 'cancelled'
        GROUP BY 1 ORDER BY 1`,
      [start, end, REVENUE_STATUSES],
    )) as Array<{ day: string; orders: number; revenue: string }>;
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    const days: Array<{ date: string; orders: number; revenue: string }> = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const r = byDay.get(d);
      days.push({ date: d, orders: r ? Number(r.orders) : 0, revenue: r ? fromQapik(toQapik(r.revenue)) : '0.00' });
    }

    // the dishes of the orders the revenue counts (REVENUE_STATUSES: confirmed and on), their quantity and revenue alike
    const top = (await this.db.query(
      `SELECT i.menu_item_id AS id, min(i.name::text) AS name, sum(i.quantity)::int AS quantity, sum(i.line_total)::text AS revenue
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.created_at >= $1 AND o.created_at < $2 AND o.status = ANY($3)
        GROUP BY i.menu_item_id ORDER BY 3 DESC, 4 DESC LIMIT 10`,
      [start, end, REVENUE_STATUSES],
    )) as Array<{ id: number | null; name: string; quantity: number; revenue: string }>;

    const hours = (await this.db.query(
      `SELECT extract(hour FROM ${LOCAL('created_at')})::int AS hour, count(*)::int AS orders
         FROM orders WHERE created_at >= $1 AND created_at < $2 AND status <> 'cancelled'
        GROUP BY 1 ORDER BY 2 DESC, 1 ASC`,
      [start, end],
    )) as Array<{ hour: number; orders: number }>;

    // Kitchen timings: from an order's confirmation to its "ready", for orders confirmed in the range (the first of each).
    const timings = (await this.db.query(
      `WITH spans AS (
         SELECT extract(hour FROM (c.at AT TIME ZONE 'UTC' + interval '4 hours'))::int AS hour, extract(epoch FROM (r.at - c.at)) / 60.0 AS minutes
           FROM (SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'confirmed' GROUP BY order_id) c
           JOIN (SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'ready' GROUP BY order_id) r USING (order_id)
          WHERE c.at >= $1 AND c.at < $2 AND r.at >= c.at
       )
       SELECT hour, count(*)::int AS orders, avg(minutes)::float8 AS avg, percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes)::float8 AS p90
         FROM spans GROUP BY ROLLUP (hour) ORDER BY hour NULLS FIRST`,
      [start, end],
    )) as Array<{ hour: number | null; orders: number; avg: number | null; p90: number | null }>;
    // By station: from the confirmation to the station's last line marked done (or to "ready", when the order was
    // moved on in one tap without its lines marked).
    const stations = (await this.db.query(
      `WITH c AS (SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'confirmed' GROUP BY order_id),
            r AS (SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'ready' GROUP BY order_id),
            spans AS (
              SELECT i.station, extract(epoch FROM (CASE WHEN bool_and(i.done_at IS NOT NULL) THEN max(i.done_at) ELSE min(r.at) END) - min(c.at)) / 60.0 AS minutes
                FROM order_items i JOIN c ON c.order_id = i.order_id JOIN r ON r.order_id = i.order_id
               WHERE c.at >= $1 AND c.at < $2 AND r.at >= c.at
               GROUP BY i.order_id, i.station
            )
       SELECT station, count(*)::int AS orders, avg(greatest(minutes, 0))::float8 AS avg, percentile_cont(0.9) WITHIN GROUP (ORDER BY greatest(minutes, 0))::float8 AS p90
         FROM spans GROUP BY station ORDER BY station`,
      [start, end],
    )) as Array<{ station: string; orders: number; avg: number | null; p90: number | null }>;
    // By stage, as the board times them: waiting (placed to confirmed; orders ahead, which wait by design, left out),
    // cooking (confirmed to ready) and ready (ready to handed over), each counted where it began in the range.
    const stages = (await this.db.query(
      `WITH h AS (SELECT order_id, to_status, min(created_at) AS at FROM order_status_history GROUP BY order_id, to_status),
            spans AS (
              SELECT 'waiting' AS stage, extract(epoch FROM (c.at - o.created_at)) / 60.0 AS minutes
                FROM orders o JOIN h c ON c.order_id = o.id AND c.to_status = 'confirmed'
               WHERE o.created_at >= $1 AND o.created_at < $2 AND o.scheduled_for IS NULL AND c.at >= o.created_at
              UNION ALL
              SELECT 'cooking', extract(epoch FROM (r.at - c.at)) / 60.0
                FROM h c JOIN h r ON r.order_id = c.order_id AND r.to_status = 'ready'
               WHERE c.to_status = 'confirmed' AND c.at >= $1 AND c.at < $2 AND r.at >= c.at
              UNION ALL
              SELECT 'ready', extract(epoch FROM (d.at - r.at)) / 60.0
                FROM h r JOIN h d ON d.order_id = r.order_id AND d.to_status = 'delivered'
               WHERE r.to_status = 'ready' AND r.at >= $1 AND r.at < $2 AND d.at >= r.at
            )
       SELECT stage, count(*)::int AS orders, avg(minutes)::float8 AS avg, percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes)::float8 AS p90
         FROM spans GROUP BY stage`,
      [start, end],
    )) as Array<{ stage: string; orders: number; avg: number | null; p90: number | null }>;
    const minutes = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
    const overall = timings.find((r) => r.hour === null);

    return {
      from,
      to,
      kitchen: {
        orders: Number(overall?.orders ?? 0),
        averageMinutes: minutes(overall?.avg ?? null),
        p90Minutes: minutes(overall?.p90 ?? null),
        byHour: timings
          .filter((r) => r.hour !== null)
          .map((r) => ({ hour: Number(r.hour), orders: Number(r.orders), averageMinutes: minutes(r.avg), p90Minutes: minutes(r.p90) })),
        byStation: stations.map((r) => ({ station: r.station, orders: Number(r.orders), averageMinutes: minutes(r.avg), p90Minutes: minutes(r.p90) })),
        byStage: (['waiting', 'cooking', 'ready'] as const).map((stage) => {
          const r = stages.find((s) => s.stage === stage);
          return { stage, orders: Number(r?.orders ?? 0), averageMinutes: minutes(r?.avg ?? null), p90Minutes: minutes(r?.p90 ?? null) };
        }),
      },
      totals: {
        orders: days.reduce((n, d) => n + d.orders, 0),
        revenue: fromQapik(days.reduce((n, d) => n + toQapik(d.revenue), 0)),
      },
      days,
      topItems: top.map((t) => ({
        menuItemId: t.id,
        name: pick(JSON.parse(t.name) as LocalizedText, lang),
        quantity: Number(t.quantity),
        revenue: fromQapik(toQapik(t.revenue)),
      })),
      busiestHours: hours.map((h) => ({ hour: Number(h.hour), orders: Number(h.orders) })),
    };
  }
}
