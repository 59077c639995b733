import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type BirthdayPackageDto } from 'shared-lib/contracts';
import { formatMoney, type Language } from 'shared-lib/domain';
import { MenuService } from '../menu/menu.service';
import { pick } from '../menu/entities/localized-text';
import { SettingsService } from '../settings/settings.service';
import { BirthdayPackage } from './birthday-package.entity';
import { BIRTHDAY_TEXTS, fill } from './birthday-texts';

/** Noto Sans, the site's typeface, whole (Latin with az and tr letters, Cyrillic, and the manat sign ₼). */
const FONT = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');
const PURPLE = '#5b21b6';
const MUTED = '#4b5563';

/** Prices as the site writes them: "18,00 ₼". */
const money = (amount: string) => formatMoney(Number(amount));

@Injectable()
export class BirthdayMenuService {
  constructor(
    @InjectRepository(BirthdayPackage) private readonly packageRows: Repository<BirthdayPackage>,
    private readonly menu: MenuService,
    private readonly settings: SettingsService,
  ) {}

  async packages(lang: Language): Promise<BirthdayPackageDto[]> {
    const rows = await this.packageRows.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((p) => ({
      slug: p.slug,
      name: pick(p.name, lang),
      description: pick(p.description, lang),
      includes: p.includes[lang] ?? p.includes.az ?? [],
      pricePerChild: p.pricePerChild,
      minChildren: p.minChildren,
      maxChildren: p.maxChildren,
    }));
  }

  /** The birthday menu as a real PDF, built from the packages and the Mokaland menu in the database. */
  async pdf(lang: Language): Promise<Buffer> {
    const text = BIRTHDAY_TEXTS[lang];
    const [packages, categories, items, restaurant] = await Promise.all([
      this.packageRows.find({ order: { sortOrder: 'ASC', id: 'ASC' } }),
      this.menu.listCategories('mokaland', lang),
      this.menu.listItems('mokaland', lang),
      this.settings.restaurant(),
    ]);

    // pdfkit (~20 MB with its fonts and tables) is loaded by the first PDF, not at start-up
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: text.title, Author: restaurant.name, Subject: text.packages } });
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    doc.font('bold').fontSize(24).fillColor(PURPLE).text(text.title);
    doc.moveDown(0.3).font('body').fontSize(11).fillColor(MUTED).text(text.subtitle);
    doc.moveDown(1).font('bold').fontSize(16).fillColor('#111827').text(text.packages);

    for (const p of packages) {
      doc
        .moveDown(0.6)
        .font('bold')
        .fontSize(13)
        .fillColor(PURPLE)
        .text(`${pick(p.name, lang)} — ${money(p.pricePerChild)} ${text.perChild}`);
      doc
        .font('body')
        .fontSize(10)
        .fillColor(MUTED)
        .text(fill(text.children, { min: p.minChildren, max: p.maxChildren }));
      doc.fillColor('#111827').fontSize(11).text(pick(p.description, lang));
      const lines = p.includes[lang] ?? p.includes.az ?? [];
      if (lines.length) doc.font('bold').fontSize(10).text(`${text.includes}:`).font('body').list(lines, { bulletRadius: 2 });
    }

    doc.moveDown(1).font('bold').fontSize(16).fillColor('#111827').text(text.kidsMenu);
    for (const c of categories) {
      doc.moveDown(0.5).font('bold').fontSize(12).fillColor(PURPLE).text(c.name);
      for (const i of items.filter((it) => it.categoryId === c.id)) {
        doc
          .font('body')
          .fontSize(10)
          .fillColor('#111827')
          .text(`${i.name} — ${money(i.price)}`);
        if (i.description) doc.fillColor(MUTED).fontSize(9).text(i.description);
      }
    }

    doc
      .moveDown(1.2)
      .font('bold')
      .fontSize(11)
      .fillColor(PURPLE)
      .text(fill(text.booking, { phone: restaurant.phone }));
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(fill(text.address, { address: restaurant.address[lang] }));
    doc.end();
    return done;
  }
}
