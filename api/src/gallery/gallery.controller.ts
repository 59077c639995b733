import { apiError } from '../common/api-error';
import { BadRequestException, Controller, Get, NotFoundException, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DEFAULT_LANGUAGE } from 'shared-lib/domain';
import { CurrentUser, MinRole, Permissions, Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { galleryView, GalleryService, VARIANT_FILE } from './gallery.service';
import { type RequestOf, galleryUploadBody, languageQuery } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { ValidParam } from '../common/path-params';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The gallery: visible images with their titles in the asked language and their sizes' })
  @ApiEnvelope(null)
  @ApiErrors(400)
  async list(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    return ok((await this.gallery.listVisible()).map((i) => galleryView(i, query.lang ?? DEFAULT_LANGUAGE)));
  }

  @Get('files/:file')
  @Public()
  @ApiOperation({ summary: "A resized copy of a gallery image (WebP or AVIF); a hidden image's files are 404 except with the admin's preview key" })
  @ApiProduces('image/webp', 'image/avif')
  @ApiErrors(404)
  async file(@ValidParam('file', 'fileName', apiError('IMAGE_NOT_FOUND')) file: string, @Query('preview') preview: unknown, @Res() res: Response) {
    const match = VARIANT_FILE.exec(file);
    if (!match) throw new NotFoundException(apiError('IMAGE_NOT_FOUND'));
    const access = await this.gallery.fileAccess(file.slice(0, 36), preview);
    if (!access) throw new NotFoundException(apiError('IMAGE_NOT_FOUND'));
    // A day in shared caches, so hiding an image takes effect everywhere within a day; a preview is never stored.
    res.setHeader('Cache-Control', access === 'public' ? 'public, max-age=86400' : 'private, no-store');
    res.type(`image/${match[2]}`).sendFile(file, { root: this.gallery.dir, cacheControl: false }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ success: false, message: 'Image not found' });
    });
  }

  @Post('upload')
  @ApiBearerAuth()
  @MinRole('MANAGER')
  @Permissions('gallery:manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image', 'title_az', 'title_en'],
      properties: {
        image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, checked by its bytes' },
        title_az: { type: 'string' },
        title_en: { type: 'string' },
        title_ru: { type: 'string' },
        title_tr: { type: 'string' },
      },
    },
  })
  @ApiOperation({ summary: 'Upload an image (MANAGER and up); resized copies are made' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403, 413, 422)
  async upload(
    @UploadedFile() file: { buffer: Buffer; size: number } | undefined,
    @ValidBody(galleryUploadBody) dto: RequestOf<typeof galleryUploadBody>,
    @CurrentUser() user: User,
  ) {
    if (!file) throw new BadRequestException(apiError('IMAGE_MISSING', 'image'));
    const title = { az: dto.title_az, en: dto.title_en, ...(dto.title_ru ? { ru: dto.title_ru } : {}), ...(dto.title_tr ? { tr: dto.title_tr } : {}) };
    const image = await this.gallery.upload(file.buffer, title, user.id);
    return ok({ ...galleryView(image, 'en'), titles: image.title, format: image.format }, 'Image uploaded');
  }
}
