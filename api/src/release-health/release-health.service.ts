import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { HealthEventKind, ReleaseHealth, ReleaseHealthHour, RequestOf, healthReportBody } from 'shared-lib/requests';
import { type AppConfigType, appConfig } from '../config/app-config';
import { HealthEvent } from './health-event.entity';

/** The kinds that count as an error a diner met. */
export const ERROR_KINDS: readonly HealthEventKind[] = ['load-error', 'render-error', 'uncaught-error'];

/** What diners' browsers reported of one side (the release on a share, or every other release of the remote) since the share began. */
export interface SideHealth {
  sessions: number;
  sessionsWithErrors: number;
  lcpP75: number | null;
  lcpCount: number;
  inpP75: number | null;
  inpCount: number;
}

/** What browsers report of each remote's release: stored, summed up per release, deleted after HEALTH_KEEP_DAYS. */
@Injectable()
export class ReleaseHealthService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReleaseHealth');
  private cleanup?: NodeJS.Timeout;

  constructor(
    @InjectRepository(HealthEvent) private readonly events: Repository<HealthEvent>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  onModuleInit(): void {
    // at start too: an API restarted within every hour would otherwise never clean up
    void this.forgetOld();
    this.cleanup = setInterval(() => void this.forgetOld(), 3600_000);
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    if (this.cleanup) clearInterval(this.cleanup);
  }

  async record(report: RequestOf<typeof healthReportBody>): Promise<number> {
    await this.events.insert(
      report.events.map((e) => ({ remote: e.remote, release: e.release, session: report.session, kind: e.kind, value: e.value ?? null })),
    );
    return report.events.length;
  }

  /** Each remote's releases reported in the last `hours`: sessions, error rate and the Web Vitals' 75th percentiles. */
  async summary(hours: number): Promise<ReleaseHealth[]> {
    // percentile_cont and FILTER: what SQL is for, and one pass over the period
    const rows = (await this.dataSource.query(
      `SELECT remote, release,
              count(DISTINCT session)::int AS sessions,
              count(DISTINCT session) FILTER (WHERE kind = ANY($2))::int AS sessions_with_errors,
              count(*) FILTER (WHERE kind = ANY($2))::int AS errors,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'lcp') AS lcp,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'inp') AS inp,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'cls') AS cls
         FROM health_events
        WHERE at > now() - make_interval(hours => $1)
        GROUP BY remote, release
        ORDER BY remote, release
        LIMIT 200`,
      [hours, ERROR_KINDS],
    )) as Array<{
      remote: string;
      release: string;
      sessions: number;
      sessions_with_errors: number;
      errors: number;
      lcp: number | null;
      inp: number | null;
      cls: number | null;
    }>;
    const round = (n: number | null, digits: number) => (n === null ? null : Number(Number(n).toFixed(digits)));
    return rows.map((r) => ({
      remote: r.remote,
      release: r.release,
      sessions: r.sessions,
      errorRate: r.sessions ? round(r.sessions_with_errors / r.sessions, 4)! : 0,
      errors: r.errors,
      lcpP75: round(r.lcp, 0),
      inpP75: round(r.inp, 0),
      clsP75: round(r.cls, 3),
    }));
  }

  /**
   * One release against every other release of its remote since `since`: sessions, sessions that met an error, and
   * p75 LCP and INP with how many reports each (what the automatic roll-back weighs).
   */
  async compare(remote: string, release: string, since: Date): Promise<{ candidate: SideHealth; others: SideHealth }> {
    const rows = (await this.dataSource.query(
      `SELECT release = $2 AS candidate,
              count(DISTINCT session)::int AS sessions,
              count(DISTINCT session) FILTER (WHERE kind = ANY($4))::int AS sessions_with_errors,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'lcp') AS lcp,
              count(*) FILTER (WHERE kind = 'lcp')::int AS lcp_count,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'inp') AS inp,
              count(*) FILTER (WHERE kind = 'inp')::int AS inp_count
         FROM health_events
        WHERE remote = $1 AND at >= $3 AND release <> 'unknown'
        GROUP BY 1`,
      [remote, release, since, ERROR_KINDS],
    )) as Array<{
      candidate: boolean;
      sessions: number;
      sessions_with_errors: number;
      lcp: number | null;
      lcp_count: number;
      inp: number | null;
      inp_count: number;
    }>;
    const side = (candidate: boolean): SideHealth => {
      const r = rows.find((row) => row.candidate === candidate);
      return {
        sessions: r?.sessions ?? 0,
        sessionsWithErrors: r?.sessions_with_errors ?? 0,
        lcpP75: r?.lcp === null || r?.lcp === undefined ? null : Number(r.lcp),
        lcpCount: r?.lcp_count ?? 0,
        inpP75: r?.inp === null || r?.inp === undefined ? null : Number(r.inp),
        inpCount: r?.inp_count ?? 0,
      };
    };
    return { candidate: side(true), others: side(false) };
  }

  /** Each release's figures hour by hour over the last `hours` (the Releases page's chart). */
  async timeline(hours: number): Promise<ReleaseHealthHour[]> {
    const rows = (await this.dataSource.query(
      `SELECT remote, release, date_trunc('hour', at) AS hour,
              count(DISTINCT session)::int AS sessions,
              count(DISTINCT session) FILTER (WHERE kind = ANY($2))::int AS sessions_with_errors,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'lcp') AS lcp,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'inp') AS inp
         FROM health_events
        WHERE at > now() - make_interval(hours => $1)
        GROUP BY 1, 2, 3
        ORDER BY 3, 1, 2
        LIMIT 2000`,
      [hours, ERROR_KINDS],
    )) as Array<{ remote: string; release: string; hour: Date; sessions: number; sessions_with_errors: number; lcp: number | null; inp: number | null }>;
    return rows.map((r) => ({
      remote: r.remote,
      release: r.release,
      hour: new Date(r.hour).toISOString(),
      sessions: r.sessions,
      errorRate: r.sessions ? Number((r.sessions_with_errors / r.sessions).toFixed(4)) : 0,
      lcpP75: r.lcp === null ? null : Math.round(Number(r.lcp)),
      inpP75: r.inp === null ? null : Math.round(Number(r.inp)),
    }));
  }

  private async forgetOld(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM health_events WHERE at < now() - make_interval(days => $1)`, [this.config.healthKeepDays])
      .catch((error: Error) => this.logger.warn(`forgetting old health reports failed: ${error.message}`));
  }
}
