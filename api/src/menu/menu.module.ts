import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfigType } from '../config/app-config';
import { BirthdayPackage } from '../birthday/birthday-package.entity';
import { BirthdayMenuService } from '../birthday/birthday-menu.service';
import { SettingsModule } from '../settings/settings.module';
import { AdminMenuController } from './admin-menu.controller';
import { AdminMenuService } from './admin-menu.service';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuItem } from './entities/menu-item.entity';
import { MainMenuController, MenuFilesController, MokalandMenuController } from './menu.controller';
import { MenuPhotos } from './menu-photos';
import { MenuPictures } from './menu-pictures';
import { MenuService } from './menu.service';
import { SoldOutController } from './sold-out.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([MenuCategory, MenuItem, BirthdayPackage]),
    SettingsModule,
    // A dish photo: one picture and no other field, GALLERY_MAX_BYTES at most (the configuration's galleryMaxBytes).
    MulterModule.registerAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfigType) => ({ limits: { fileSize: config.galleryMaxBytes, files: 1, fields: 0 } }),
    }),
  ],
  controllers: [MainMenuController, MokalandMenuController, MenuFilesController, AdminMenuController, SoldOutController],
  providers: [MenuService, AdminMenuService, BirthdayMenuService, MenuPictures, MenuPhotos],
  exports: [MenuService],
})
export class MenuModule {}
