import { Controller, Get, Header, NotFoundException, Res, type Type } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type MenuKind } from 'shared-lib/contracts';
import { DEFAULT_LANGUAGE } from 'shared-lib/domain';
import { Public } from '../auth/decorators';
import { BirthdayMenuService } from '../birthday/birthday-menu.service';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { menuItemSvg } from './menu-image';
import { MenuPhotos } from './menu-photos';
import { MenuPictures, parsePictureFile } from './menu-pictures';
import { MenuCategorySchema, MenuItemSchema } from './menu.schema';
import { MenuService } from './menu.service';
import { type RequestOf, languageQuery, menuItemsQuery, menuSearchQuery } from 'shared-lib/requests';
import { ValidQuery } from '../common/validation';
import { apiError } from '../common/api-error';
import { ValidParam } from '../common/path-params';

/**
 * The public menu lists: a browser revalidates every time (a 304 when nothing changed); a shared cache (nginx's
 * micro-cache in deploy/nginx.conf.template) may answer for 5 s, and 30 s more with a stale copy while it refetches.
 */
export const PUBLIC_MENU_CACHE = 'public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=30';

/** The same public calls for each menu (SPEC 7): /menu/... and /mokaland-menu/... */
function menuController(path: string, menu: MenuKind, label: string): Type<unknown> {
  @ApiTags(label)
  @Public()
  @Controller(path)
  class PublicMenuController {
    constructor(readonly menuService: MenuService) {}

    @Get('categories')
    @ApiOperation({ summary: `Categories of the ${label}` })
    @ApiEnvelope(MenuCategorySchema, { isArray: true })
    @ApiErrors(400)
    async categories(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
      return ok(await this.menuService.listCategories(menu, query.lang ?? DEFAULT_LANGUAGE));
    }

    @Get('items')
    @ApiOperation({ summary: `Items of the ${label}, optionally of one category` })
    @ApiEnvelope(MenuItemSchema, { isArray: true })
    @ApiErrors(400, 404)
    async items(@ValidQuery(menuItemsQuery) query: RequestOf<typeof menuItemsQuery>, @Res() res: Response) {
      const lang = query.lang ?? DEFAULT_LANGUAGE;
      if (query.category) return res.json(ok(await this.menuService.listItems(menu, lang, query.category)));
      // The whole list, the menu page's request: the same bytes as res.json would send, serialised once per change,
      // with an entity tag (Express answers a matching If-None-Match with 304) and a policy shared caches may follow.
      const { body, etag } = await this.menuService.itemsBody(menu, lang);
      return res.type('application/json; charset=utf-8').setHeader('ETag', etag).setHeader('Cache-Control', PUBLIC_MENU_CACHE).send(body);
    }

    @Get('items/:id')
    @ApiOperation({ summary: `One item of the ${label}` })
    @ApiEnvelope(MenuItemSchema)
    @ApiErrors(400, 404)
    async item(@ValidParam('id', 'recordId', apiError('MENU_ITEM_NOT_FOUND')) id: number, @ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
      return ok(await this.menuService.item(menu, id, query.lang ?? DEFAULT_LANGUAGE));
    }

    @Get('featured')
    @ApiOperation({ summary: `Featured items of the ${label}` })
    @ApiEnvelope(MenuItemSchema, { isArray: true })
    @ApiErrors(400)
    async featured(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
      return ok(await this.menuService.featured(menu, query.lang ?? DEFAULT_LANGUAGE));
    }

    @Get('search')
    @ApiOperation({ summary: `Search the ${label} in any language, ignoring case and accents; name matches first` })
    @ApiEnvelope(MenuItemSchema, { isArray: true })
    @ApiErrors(400)
    async search(@ValidQuery(menuSearchQuery) query: RequestOf<typeof menuSearchQuery>) {
      return ok(await this.menuService.search(menu, query.q, query.lang ?? DEFAULT_LANGUAGE));
    }
  }
  Object.defineProperty(PublicMenuController, 'name', { value: `${menu === 'main' ? 'Main' : 'Mokaland'}MenuController` });
  return PublicMenuController;
}

export const MainMenuController = menuController('menu', 'main', 'menu');
export const MokalandMenuController = menuController('mokaland-menu', 'mokaland', 'mokaland-menu');

/** Generated pictures of the seeded dishes, and the birthday-menu document. */
@ApiTags('menu')
@Public()
@Controller()
export class MenuFilesController {
  constructor(
    private readonly menu: MenuService,
    private readonly birthday: BirthdayMenuService,
    private readonly pictures: MenuPictures,
    private readonly photos: MenuPhotos,
  ) {}

  @Get('menu/images/:file')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({
    summary:
      'Picture of a dish: SVG; AVIF or WebP at 400 or 800 px wide for srcset ({slug}-{width}.{avif|webp}); PNG (800 x 600) for link previews, which often show no SVG',
  })
  @ApiProduces('image/svg+xml', 'image/avif', 'image/webp', 'image/png')
  @ApiErrors(404)
  async image(@ValidParam('file', 'fileName', apiError('IMAGE_NOT_FOUND')) file: string, @Res() res: Response) {
    const photo = this.photos.filePath(file);
    if (photo) {
      // An uploaded photo's files never change (a new upload gets a new name).
      return res.sendFile(
        photo,
        { maxAge: '365d', immutable: true, headers: { 'Content-Type': `image/${file.endsWith('.avif') ? 'avif' : 'webp'}` } },
        (error) => {
          if (error && !res.headersSent) res.status(404).json({ success: false, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
        },
      );
    }
    const request = parsePictureFile(file);
    const info = request ? await this.menu.imageInfo(request.slug) : null;
    if (!request || !info) throw new NotFoundException(apiError('IMAGE_NOT_FOUND'));
    const svg = menuItemSvg(info.slug, info.name, info.category);
    if (request.format === 'svg') return void res.type('image/svg+xml').send(svg);
    const picture = await this.pictures.variant(`${info.slug}:${info.category}`, svg, request);
    res.type(`image/${request.format}`).send(picture);
  }

  @Get('mokaland-menu/birthday-packages')
  @ApiOperation({ summary: 'The Mokaland birthday packages, in the asked language' })
  @ApiEnvelope(null)
  @ApiErrors(400)
  async birthdayPackages(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>) {
    return ok(await this.birthday.packages(query.lang ?? DEFAULT_LANGUAGE));
  }

  @Get('mokaland-menu/birthday-menu')
  @ApiOperation({ summary: 'The Mokaland birthday menu as a PDF, generated from the database in the asked language' })
  @ApiProduces('application/pdf')
  @ApiErrors(400)
  async birthdayMenu(@ValidQuery(languageQuery) query: RequestOf<typeof languageQuery>, @Res() res: Response) {
    const lang = query.lang ?? DEFAULT_LANGUAGE;
    const pdf = await this.birthday.pdf(lang);
    // The browser's own PDF viewer shows it inside the site's page: the API's page policy does not apply to it.
    res.removeHeader('Content-Security-Policy');
    res
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="mokaland-birthday-menu-${lang}.pdf"`)
      .setHeader('Cache-Control', 'no-cache')
      .send(pdf);
  }
}
