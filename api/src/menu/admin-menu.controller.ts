import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { AdminMenuService } from './admin-menu.service';
import { AdminMenuQueryDto, CreateCategoryDto, CreateItemDto, UpdateCategoryDto, UpdateItemDto } from './dto/admin-menu.dto';

const id = (what: string) => new ParseIntPipe({ exceptionFactory: () => new NotFoundException(`${what} not found`) });

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
  async overview(@Query() query: AdminMenuQueryDto) {
    return ok(await this.admin.overview(query.menu));
  }

  @Post('categories')
  @ApiOperation({ summary: 'Create a category' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403, 409)
  async createCategory(@Body() dto: CreateCategoryDto) {
    return ok(await this.admin.createCategory(dto), 'Category created');
  }

  @Patch('categories/:id')
  @ApiOperation({ summary: 'Edit, hide (visible: false) or reorder a category' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async updateCategory(@Param('id', id('Category')) categoryId: number, @Body() dto: UpdateCategoryDto) {
    return ok(await this.admin.updateCategory(categoryId, dto), 'Category saved');
  }

  @Post('items')
  @ApiOperation({ summary: 'Create a menu item' })
  @ApiEnvelope(null, { status: 201 })
  @ApiErrors(400, 401, 403, 404, 409)
  async createItem(@Body() dto: CreateItemDto) {
    return ok(await this.admin.createItem(dto), 'Menu item created');
  }

  @Patch('items/:id')
  @ApiOperation({ summary: 'Edit, hide (available: false), feature or reorder a menu item' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async updateItem(@Param('id', id('Menu item')) itemId: number, @Body() dto: UpdateItemDto) {
    return ok(await this.admin.updateItem(itemId, dto), 'Menu item saved');
  }

  @Delete('items/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a menu item' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404)
  async deleteItem(@Param('id', id('Menu item')) itemId: number) {
    await this.admin.deleteItem(itemId);
    return ok(null, 'Menu item deleted');
  }
}
