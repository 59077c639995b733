import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AdminMailController } from './admin-mail.controller';
import { MailerService } from './mailer.service';

/** The e-mail outbox and its sender, for every module that tells someone something by e-mail. */
@Global()
@Module({ imports: [SettingsModule], controllers: [AdminMailController], providers: [MailerService], exports: [MailerService] })
export class MailModule {}
