import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module';
import { AccountController } from './account.controller';
import { DinerMemoryService } from './diner-memory.service';

/** What a diner's account remembers: saved delivery addresses and favourite dishes. */
@Module({
  imports: [MenuModule],
  controllers: [AccountController],
  providers: [DinerMemoryService],
  exports: [DinerMemoryService],
})
export class AccountModule {}
