import { Global, Module } from '@nestjs/common';
import { MailerService } from './mailer.service';

/** The e-mail outbox and its sender, for every module that tells someone something by e-mail. */
@Global()
@Module({ providers: [MailerService], exports: [MailerService] })
export class MailModule {}
