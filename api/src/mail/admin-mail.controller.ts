import { Controller, Get, HttpCode, NotFoundException, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CurrentUser, MinRole } from '../auth/decorators';
import { apiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import { MailerService } from './mailer.service';
import { type RequestOf, adminMailQuery, notificationSettingsBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { ValidParam } from '../common/path-params';

/** Staff see what the site e-mailed and what failed, and send a failed message again; managers set who hears of bookings. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/mail')
@MinRole('MANAGER')
export class AdminMailController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: MailerService,
    private readonly settings: SettingsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The last 200 e-mails, newest first, optionally of one status (failed ones with the reason)' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(adminMailQuery) query: RequestOf<typeof adminMailQuery>) {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, recipient, language, subject, status, attempts, last_error, created_at, sent_at
         FROM mail_messages WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT 200`,
      [query.status ?? null],
    )) as Array<Record<string, unknown>>;
    return ok(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        recipient: r.recipient,
        language: r.language,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: new Date(r.created_at as string).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at as string).toISOString() : null,
      })),
    );
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a failed e-mail again' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async retry(@ValidParam('id', 'recordId', apiError('NOT_FOUND', undefined, undefined, 'No failed e-mail with this id')) id: number) {
    if (!(await this.mailer.retry(id))) throw new NotFoundException(apiError('NOT_FOUND', undefined, undefined, 'No failed e-mail with this id'));
    return ok({ id, status: 'queued' }, 'The e-mail is queued again');
  }

  @Get('notifications')
  @ApiOperation({ summary: "The restaurant's address for staff e-mails and which bookings it hears of" })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async notifications() {
    return ok(await this.settings.notifications());
  }

  @Put('notifications')
  @ApiOperation({ summary: "Set the restaurant's address for staff e-mails and which bookings it hears of" })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async setNotifications(@CurrentUser() user: User, @ValidBody(notificationSettingsBody) dto: RequestOf<typeof notificationSettingsBody>) {
    return ok(await this.settings.setNotifications(dto, user.id));
  }
}
