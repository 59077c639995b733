import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { contactKey, WriteLimits } from '../abuse/write-limits';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { ContactService } from './contact.service';
import { type RequestOf, confirmSubscriptionBody, contactMessageBody, subscribeBody, unsubscribeQuery } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { clientOf } from '../common/client-address';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly limits: WriteLimits,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Send a message to the staff inbox' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 429)
  async send(@ValidBody(contactMessageBody) dto: RequestOf<typeof contactMessageBody>, @Req() req: Request) {
    await this.limits.take([
      ['messagesPerClient', clientOf(req)],
      ['messagesPerEmail', contactKey(dto.email)],
    ]);
    const m = await this.contact.send(dto);
    return ok({ id: m.id, createdAt: m.createdAt.toISOString() }, 'Thank you! Your message has been sent.');
  }

  @Post('subscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask for the news: a confirmation link is e-mailed (the same answer for every address)' })
  @ApiEnvelope(null)
  @ApiErrors(400, 429)
  async subscribe(@ValidBody(subscribeBody) dto: RequestOf<typeof subscribeBody>, @Req() req: Request) {
    await this.limits.take([['subscriptionsPerClient', clientOf(req)]]);
    await this.contact.subscribe(dto);
    return ok({ email: dto.email.toLowerCase() }, 'Please confirm with the link we sent to this address');
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: "End a newsletter subscription with its link's token (also the one-click POST of RFC 8058's List-Unsubscribe)" })
  @ApiEnvelope(null)
  @ApiErrors(400, 404)
  async unsubscribe(@ValidQuery(unsubscribeQuery) query: RequestOf<typeof unsubscribeQuery>) {
    await this.contact.unsubscribe(query.token);
    return ok(null, 'You are unsubscribed');
  }

  @Post('subscribe/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirm a newsletter subscription with the token of the e-mail's link (double opt-in)" })
  @ApiEnvelope(null)
  @ApiErrors(400, 404)
  async confirm(@ValidBody(confirmSubscriptionBody) dto: RequestOf<typeof confirmSubscriptionBody>) {
    const subscriber = await this.contact.confirmSubscription(dto.token);
    return ok(subscriber, 'Your subscription is confirmed');
  }
}
