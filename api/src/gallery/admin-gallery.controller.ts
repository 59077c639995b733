import { Controller, Delete, Get, HttpCode, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { galleryView, GalleryService } from './gallery.service';
import { type RequestOf, updateGalleryImageBody } from 'shared-lib/requests';
import { ValidBody } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/gallery')
@MinRole('MANAGER')
@Permissions('gallery:manage')
export class AdminGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: 'Every gallery image, hidden ones too, with titles in all languages' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async list() {
    return ok(
      (await this.gallery.listAll()).map((i) => ({
        ...galleryView(i, 'en', i.visible ? undefined : this.gallery.previewKey(i.id)),
        titles: i.title,
        visible: i.visible,
        sortOrder: i.sortOrder,
      })),
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit titles, hide or reorder an image' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404)
  async update(
    @ValidParam('id', 'uuid', apiError('IMAGE_NOT_FOUND')) id: string,
    @ValidBody(updateGalleryImageBody) dto: RequestOf<typeof updateGalleryImageBody>,
  ) {
    const i = await this.gallery.update(id, dto);
    return ok({ ...galleryView(i, 'en', i.visible ? undefined : this.gallery.previewKey(i.id)), titles: i.title, visible: i.visible, sortOrder: i.sortOrder });
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an image and its files' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async remove(@ValidParam('id', 'uuid', apiError('IMAGE_NOT_FOUND')) id: string) {
    await this.gallery.remove(id);
    return ok(null, 'Image deleted');
  }
}
