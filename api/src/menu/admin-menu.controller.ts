import { BadRequestException, Controller, Delete, Get, HttpCode, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { apiError } from '../common/api-error';
import { MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { AdminMenuService } from './admin-menu.service';
import { type RequestOf, adminMenuQuery, createCategoryBody, createItemBody, updateCategoryBody, updateItemBody } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { ValidParam } from '../common/path-params';

/** SPEC 6.2: /admin/menu needs MANAGER or higher. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/menu')
@MinRole('MANAGER')
@Permissions('menu:manage')
export class AdminMenuController {
  constructor(private readonly admin: AdminMenuService) {}

  @Get()
  @ApiOperation({ summary: 'Both menus (or one) with every language and the missing translations flagged' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async overview(@ValidQuery(adminMenuQuery) query: RequestOf<typeof adminMenuQuery>) {
    return ok(await this.admin.overview(query.menu));
  }

  @Post('categories')
  @ApiOperation({ summary: 'Create a category' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403, 409)
  async createCategory(@ValidBody(createCategoryBody) dto: RequestOf<typeof createCategoryBody>) {
    return ok(await this.admin.createCategory(dto), 'Category created');
  }

  @Patch('categories/:id')
  @ApiOperation({ summary: 'Edit, hide (visible: false) or reorder a category' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async updateCategory(
    @ValidParam('id', 'recordId', apiError('CATEGORY_NOT_FOUND')) categoryId: number,
    @ValidBody(updateCategoryBody) dto: RequestOf<typeof updateCategoryBody>,
  ) {
    return ok(await this.admin.updateCategory(categoryId, dto), 'Category saved');
  }

  @Post('items')
  @ApiOperation({ summary: 'Create a menu item' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403, 404, 409)
  async createItem(@ValidBody(createItemBody) dto: RequestOf<typeof createItemBody>) {
    return ok(await this.admin.createItem(dto), 'Menu item created');
  }

  @Patch('items/:id')
  @ApiOperation({ summary: 'Edit, hide (available: false), feature or reorder a menu item' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async updateItem(
    @ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number,
    @ValidBody(updateItemBody) dto: RequestOf<typeof updateItemBody>,
  ) {
    return ok(await this.admin.updateItem(itemId, dto), 'Menu item saved');
  }

  @Delete('items/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a menu item' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async deleteItem(@ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number) {
    await this.admin.deleteItem(itemId);
    return ok(null, 'Menu item deleted');
  }

  @Post('items/:id/picture')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, checked by its bytes' } },
    },
  })
  @ApiOperation({ summary: "Upload an item's photo: checked like a gallery upload, cropped to 4:3 and written in the storefront's srcset sizes" })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 413, 422)
  async uploadPicture(@ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number, @UploadedFile() file: { buffer: Buffer } | undefined) {
    if (!file) throw new BadRequestException(apiError('IMAGE_MISSING', 'image'));
    return ok(await this.admin.setPhoto(itemId, file.buffer), 'Picture saved');
  }

  @Delete('items/:id/picture')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove an item's photo: the item shows its drawn picture again" })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async removePicture(@ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number) {
    return ok(await this.admin.removePhoto(itemId), 'Picture removed');
  }

  @Post('items/:id/duplicate')
  @ApiOperation({ summary: 'Copy an item (hidden until staff make it available) with its texts, options and price' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(401, 403, 404)
  async duplicateItem(@ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) itemId: number) {
    return ok(await this.admin.duplicateItem(itemId), 'Menu item copied');
  }

  @Delete('categories/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an empty category (409 CATEGORY_NOT_EMPTY while it has items)' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async deleteCategory(@ValidParam('id', 'recordId', apiError('CATEGORY_NOT_FOUND')) categoryId: number) {
    await this.admin.deleteCategory(categoryId);
    return ok(null, 'Category deleted');
  }
}
