import { Module } from '@nestjs/common';
import { AdminGalleryController } from './admin-gallery.controller';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfigType } from '../config/app-config';
import { GalleryController } from './gallery.controller';
import { GalleryImage } from './gallery-image.entity';
import { GalleryService } from './gallery.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([GalleryImage]),
    // One picture and its titles per upload, GALLERY_MAX_BYTES at most (the configuration's galleryMaxBytes).
    MulterModule.registerAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfigType) => ({ limits: { fileSize: config.galleryMaxBytes, files: 1, fields: 10 } }),
    }),
  ],
  controllers: [GalleryController, AdminGalleryController],
  providers: [GalleryService],
  exports: [GalleryService],
})
export class GalleryModule {}
