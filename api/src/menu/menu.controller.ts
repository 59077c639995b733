import { Controller, Get, Header, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DEFAULT_LANGUAGE } from 'shared-lib/core';
import { ok } from '../common/envelope';
import { LanguageQueryDto, MenuItemsQueryDto } from './dto/menu-query.dto';
import { MenuService } from './menu.service';
import { menuItemSvg } from './menu-image';

/** The main menu (SPEC 7: /menu/categories, /menu/items). */
@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get('categories')
  async categories(@Query() query: LanguageQueryDto) {
    return ok(await this.menu.listCategories('main', query.lang ?? DEFAULT_LANGUAGE));
  }

  @Get('items')
  async items(@Query() query: MenuItemsQueryDto) {
    return ok(await this.menu.listItems('main', query.lang ?? DEFAULT_LANGUAGE, query.category));
  }

  /** Generated pictures of the seeded dishes. */
  @Get('images/:file')
  @Header('Cache-Control', 'public, max-age=86400')
  async image(@Param('file') file: string, @Res() res: Response) {
    const match = /^([a-z0-9-]{1,120})\.svg$/.exec(file);
    const info = match ? await this.menu.imageInfo(match[1]!) : null;
    if (!info) throw new NotFoundException('Image not found');
    res.type('image/svg+xml').send(menuItemSvg(info.name, info.category));
  }
}

/** The Mokaland kids' menu: the same calls under /mokaland-menu (SPEC 7). */
@Controller('mokaland-menu')
export class MokalandMenuController {
  constructor(private readonly menu: MenuService) {}

  @Get('categories')
  async categories(@Query() query: LanguageQueryDto) {
    return ok(await this.menu.listCategories('mokaland', query.lang ?? DEFAULT_LANGUAGE));
  }

  @Get('items')
  async items(@Query() query: MenuItemsQueryDto) {
    return ok(await this.menu.listItems('mokaland', query.lang ?? DEFAULT_LANGUAGE, query.category));
  }
}
