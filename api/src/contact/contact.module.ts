import { Module } from '@nestjs/common';
import { AdminContactsController } from './admin-contacts.controller';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactController } from './contact.controller';
import { ContactMessage, Subscriber } from './contact.entities';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, Subscriber])],
  controllers: [ContactController, AdminContactsController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
