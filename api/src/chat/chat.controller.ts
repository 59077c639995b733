import { Controller, Get, Post, Sse, type MessageEvent } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { MoreThan, type Repository } from 'typeorm';
import { CurrentUser, MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { EventBus } from '../events/event-bus';
import { StaffStreams } from '../events/staff-streams';
import type { User } from '../users/user.entity';
import { ChatMessage } from './chat-message.entity';
import { type RequestOf, chatPostBody, chatQuery } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';

const view = (m: ChatMessage) => ({ id: m.id, author: m.authorName, role: m.authorRole, body: m.body, createdAt: m.createdAt.toISOString() });

/** One staff room for managers and up (SPEC 6.2: /admin/chat), delivered live like order tracking. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/chat')
@MinRole('MANAGER')
@Permissions('chat:access')
export class ChatController {
  constructor(
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly bus: EventBus,
    private readonly streams: StaffStreams,
  ) {}

  @Get('messages')
  @ApiOperation({ summary: 'The latest 100 messages, or those after a given id' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(chatQuery) query: RequestOf<typeof chatQuery>) {
    const rows = await this.messages.find({ where: query.after !== undefined ? { id: MoreThan(query.after) } : {}, order: { id: 'DESC' }, take: 100 });
    return ok(rows.reverse().map(view));
  }

  @Post('messages')
  @ApiOperation({ summary: 'Post a message to the staff room' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403)
  async post(@CurrentUser() user: User, @ValidBody(chatPostBody) dto: RequestOf<typeof chatPostBody>) {
    const m = await this.messages.save(this.messages.create({ userId: user.id, authorName: user.name, authorRole: user.role, body: dto.body }));
    await this.bus.publish('chat', view(m)).catch(() => undefined);
    return ok(view(m));
  }

  @Sse('events')
  @ApiOperation({ summary: 'New messages as they are posted (server-sent events; send the bearer token)' })
  @ApiProduces('text/event-stream')
  @ApiErrors(401, 403)
  events(@CurrentUser() user: User): Observable<MessageEvent> {
    return this.streams.follow(user, 'MANAGER', 'chat', (message) => ({ type: 'message', data: message }));
  }
}
