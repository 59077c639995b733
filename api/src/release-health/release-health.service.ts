import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { HealthEventKind, RequestOf, healthReportBody } from 'shared-lib/requests';
import { type AppConfigType, appConfig } from '../config/app-config';
import { HealthEvent } from './health-event.entity';

/** The kinds that count as an error a diner met. */
export const ERROR_KINDS: readonly HealthEventKind[] = ['load-error', 'render-error', 'uncaught-error'];

/** One release of one remote, as its diners' browsers saw it over a period. */
export interface ReleaseHealth {
  remote: string;
  release: string;
  sessions: number;
  /** Sessions that met at least one error, over all sessions (0 to 1). */
  errorRate: number;
  errors: number;
  /** The 75th percentile of each Web Vital, null without a report of it. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
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

  private async forgetOld(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM health_events WHERE at < now() - make_interval(days => $1)`, [this.config.healthKeepDays])
      .catch((error: Error) => this.logger.warn(`forgetting old health reports failed: ${error.message}`));
  }
}
