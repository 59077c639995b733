import { Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { contactView, ContactService } from './contact.service';
import { type RequestOf, adminContactsQuery, updateContactBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/contacts')
@MinRole('STAFF')
@Permissions('contacts:manage')
export class AdminContactsController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first, each with a reply-by-email link' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(adminContactsQuery) query: RequestOf<typeof adminContactsQuery>) {
    return ok((await this.contact.list(query.status)).map(contactView));
  }

  @Get('subscribers')
  @MinRole('MANAGER')
  @ApiOperation({ summary: 'Readers of the news (addresses that confirmed), newest first (MANAGER or higher)' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async subscribers() {
    return ok((await this.contact.listSubscribers()).map((s) => ({ email: s.email, language: s.language, createdAt: s.createdAt.toISOString() })));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark read, unread or archived' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404)
  async update(
    @ValidParam('id', 'recordId', apiError('MESSAGE_NOT_FOUND')) id: number,
    @ValidBody(updateContactBody) dto: RequestOf<typeof updateContactBody>,
  ) {
    return ok(contactView(await this.contact.setStatus(id, dto.status)));
  }
}
