import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { ContactMessageDto, SubscribeDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @ApiOperation({ summary: 'Send a message to the staff inbox' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400)
  async send(@Body() dto: ContactMessageDto) {
    const m = await this.contact.send(dto);
    return ok({ id: m.id, createdAt: m.createdAt.toISOString() }, 'Thank you! Your message has been sent.');
  }

  @Post('subscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe an email to the news (once; subscribing again is fine)' })
  @ApiEnvelope(null)
  @ApiErrors(400)
  async subscribe(@Body() dto: SubscribeDto) {
    await this.contact.subscribe(dto);
    return ok({ email: dto.email.toLowerCase() }, 'You are subscribed');
  }
}
