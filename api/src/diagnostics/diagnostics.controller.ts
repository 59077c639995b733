import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { LimitPerClient, WRITE_LIMITS } from '../abuse/write-limits';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MinRole, Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { DatabaseSettings } from '../config/database';
import { type AppConfigType, appConfig } from '../config/app-config';
import { DATABASE_SETTINGS } from '../config/tokens';
import { apiError } from '../common/api-error';
import { type RequestOf, connectivityBody } from 'shared-lib/requests';
import { ValidBody } from '../common/validation';

export interface CspReport {
  at: string;
  documentUri: string;
  blockedUri: string;
  violatedDirective: string;
  disposition: string;
}

const MAX_REPORTS = 50;
/** Reports one client may send per minute: a page with a broken policy sends a few, a flood is refused (429). */
export const CSP_REPORTS_PER_MINUTE = WRITE_LIMITS.cspReportsPerClient.points;

/** Only the origin and path of an address: no query strings, fragments or credentials. */
function safeUri(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  try {
    const u = new URL(value);
    return `${u.origin}${u.pathname}`.slice(0, 300);
  } catch {
    return value.replace(/[?#].*$/, '').slice(0, 60);
  }
}

/** A report's text field, or nothing when the browser sent something else. */
function reportText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** SPEC 7 diagnostics: connectivity and recent content-security-policy reports. Nothing secret is shown. */
@ApiTags('diagnostics')
@Controller()
export class DiagnosticsController {
  private readonly reports: CspReport[] = [];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SETTINGS) private readonly settings: DatabaseSettings,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /** Switched off (DIAGNOSTICS=false, the production default), these routes do not exist. */
  private ensureOn(): void {
    if (!this.config.diagnostics) throw new NotFoundException(apiError('NOT_FOUND'));
  }

  private async check(echo?: string) {
    const started = process.hrtime.bigint();
    const reachable = await this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const latencyMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    return { ok: true, time: new Date().toISOString(), ...(echo !== undefined ? { echo } : {}), database: { kind: this.settings.kind, reachable, latencyMs } };
  }

  @Get('test/connectivity')
  @Public()
  @ApiOperation({ summary: 'Is the API up, what time is it, and does the database answer' })
  @ApiEnvelope(null)
  async connectivityGet() {
    this.ensureOn();
    return ok(await this.check());
  }

  @Post('test/connectivity')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The same, echoing back what was sent' })
  @ApiEnvelope(null)
  @ApiErrors(400)
  async connectivityPost(@ValidBody(connectivityBody) dto: RequestOf<typeof connectivityBody>) {
    this.ensureOn();
    return ok(await this.check(dto.echo ?? ''));
  }

  @Post('csp-report')
  @Public()
  @LimitPerClient('cspReportsPerClient')
  @HttpCode(204)
  @ApiOperation({ summary: 'Where browsers send content-security-policy reports (report-uri and Reporting API)' })
  receive(@Body() body: unknown) {
    this.ensureOn();
    const entries = Array.isArray(body) ? body.map((r) => (r as { body?: unknown })?.body) : [(body as { 'csp-report'?: unknown })?.['csp-report'] ?? body];
    for (const raw of entries.slice(0, 10)) {
      const r = (raw ?? {}) as Record<string, unknown>;
      this.reports.unshift({
        at: new Date().toISOString(),
        documentUri: safeUri(r['document-uri'] ?? r.documentURL),
        blockedUri: safeUri(r['blocked-uri'] ?? r.blockedURL),
        violatedDirective: (reportText(r['violated-directive']) ?? reportText(r.effectiveDirective) ?? '').slice(0, 100),
        disposition: (reportText(r.disposition) ?? 'enforce').slice(0, 20),
      });
    }
    this.reports.splice(MAX_REPORTS);
  }

  @Get('debug/csp')
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: `The last ${MAX_REPORTS} content-security-policy reports (addresses without query strings; ADMIN and up)` })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  recent() {
    this.ensureOn();
    return ok({ count: this.reports.length, reports: this.reports });
  }
}
