import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatController } from './chat.controller';
import { ChatMessage } from './chat-message.entity';

@Module({ imports: [TypeOrmModule.forFeature([ChatMessage])], controllers: [ChatController] })
export class ChatModule {}
