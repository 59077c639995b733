import fs from 'node:fs/promises';
import path from 'node:path';
import type { LocalizedText } from '../menu/entities/localized-text';
import { menuItemSvg } from '../menu/menu-image';
import type { GalleryVariants } from './gallery-image.entity';
import { writeGalleryVariants } from './gallery-variants';

/**
 * The gallery a new restaurant opens with, until staff upload their own photographs: six scenes drawn here in SVG
 * (no third-party artwork, nothing to license). The API's build renders them and makes their resized WebP and AVIF
 * copies with the upload pipeline's own code (`buildDemoGallery`, into api/dist/demo-gallery); a new database's
 * gallery gets copies of those files, so starting the API does no image work. Staff hide or delete them in the
 * admin like any other picture.
 */
interface DemoScene {
  title: LocalizedText;
  svg: string;
}

const W = 1600;
const H = 1200;
const frame = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${body}</svg>`;

function oven(): string {
  const bricks = Array.from({ length: 9 }, (_, row) =>
    Array.from(
      { length: 12 },
      (_, col) =>
        `<rect x="${col * 140 + (row % 2 ? 70 : 0) - 40}" y="${row * 70 + 560}" width="132" height="62" rx="6" fill="${(row + col) % 3 ? '#9c4a2f' : '#8a3f27'}"/>`,
    ).join(''),
  ).join('');
  return frame(`<rect width="${W}" height="${H}" fill="#2a1a14"/><path d="M260 980V620Q800 80 1340 620V980Z" fill="#b8643e"/><path d="M420 980V700Q800 300 1180 700V980Z" fill="#3a1c10"/>
<ellipse cx="800" cy="900" rx="330" ry="90" fill="#f59e0b" opacity="0.9"/><path d="M560 900q60 -220 120 -60q40 -200 120 -20q60 -240 130 -10q50 -160 110 90z" fill="#fb923c"/><path d="M640 900q40 -140 80 -30q40 -120 80 0q40 -150 90 10z" fill="#fde047"/>
<g opacity="0.35">${bricks}</g><rect x="0" y="980" width="${W}" height="220" fill="#5b3a29"/><rect x="980" y="1010" width="520" height="40" rx="20" fill="#c08a5a"/><circle cx="1400" cy="1030" r="120" fill="#d9954a"/><circle cx="1400" cy="1030" r="100" fill="#c0392b"/><circle cx="1370" cy="1010" r="22" fill="#f7d77a"/><circle cx="1430" cy="1050" r="24" fill="#f7d77a"/>`);
}

function pizzaOnBoard(): string {
  const pizza = menuItemSvg('margherita', 'Margherita', 'pizzas')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  return frame(
    `<g transform="scale(4)">${pizza}</g><rect x="1060" y="120" width="360" height="60" rx="30" fill="#e5e7eb" transform="rotate(-25 1240 150)"/><circle cx="240" cy="1040" r="70" fill="#2f8f3a" opacity="0.9"/><circle cx="300" cy="1000" r="50" fill="#3fa04a"/>`,
  );
}

function diningRoom(): string {
  const lamps = [300, 800, 1300]
    .map(
      (x) =>
        `<path d="M${x} 0V180" stroke="#1f2937" stroke-width="6"/><path d="M${x - 90} 260Q${x} 140 ${x + 90} 260Z" fill="#b91c1c"/><ellipse cx="${x}" cy="270" rx="120" ry="40" fill="#fde68a" opacity="0.5"/>`,
    )
    .join('');
  const tables = [300, 800, 1300]
    .map(
      (
        x,
      ) => `<path d="M${x - 200} 760h400l40 80h-480z" fill="#b91c1c"/><path d="M${x - 200} 760h400l40 80h-480z" fill="url(#check)"/><rect x="${x - 20}" y="840" width="40" height="200" fill="#4b2e1e"/>
<rect x="${x - 290}" y="700" width="70" height="340" rx="12" fill="#6b4226"/><rect x="${x + 220}" y="700" width="70" height="340" rx="12" fill="#6b4226"/><circle cx="${x}" cy="740" r="30" fill="#fef3c7"/><rect x="${x - 6}" y="690" width="12" height="50" fill="#f8fafc"/>`,
    )
    .join('');
  return frame(`<defs><pattern id="check" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff" opacity="0.55"/><rect x="20" y="20" width="20" height="20" fill="#fff" opacity="0.55"/></pattern></defs>
<rect width="${W}" height="${H}" fill="#f3e3c8"/><rect y="0" width="${W}" height="620" fill="#e9d2ab"/><rect x="540" y="300" width="520" height="300" rx="16" fill="#93c5fd"/><path d="M800 300V600M540 450H1060" stroke="#f8fafc" stroke-width="14"/>
<rect y="1040" width="${W}" height="160" fill="#7c4a2d"/>${lamps}${tables}`);
}

function fountainSquare(): string {
  const windows = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${60 + (i % 20) * 76}" y="${420 + Math.floor(i / 20) * 110}" width="34" height="60" rx="6" fill="#fcd34d" opacity="${0.5 + ((i * 7) % 5) / 10}"/>`,
  ).join('');
  const jets = [-160, -80, 0, 80, 160]
    .map((dx) => `<path d="M${800 + dx} 830Q${800 + dx * 1.6} 560 ${800 + dx * 2.2} 820" fill="none" stroke="#bae6fd" stroke-width="12" opacity="0.85"/>`)
    .join('');
  return frame(`<rect width="${W}" height="${H}" fill="#1e1b4b"/><circle cx="1320" cy="200" r="80" fill="#fef9c3"/><rect y="360" width="${W}" height="420" fill="#374151"/><path d="M0 360l120 -80l120 80l160 -120l160 120l140 -90l140 90l200 -140l200 140l160 -100l200 100z" fill="#374151"/>${windows}
<rect y="780" width="${W}" height="420" fill="#a8a29e"/><ellipse cx="800" cy="900" rx="420" ry="110" fill="#78716c"/><ellipse cx="800" cy="880" rx="380" ry="90" fill="#38bdf8"/>${jets}<rect x="770" y="660" width="60" height="220" rx="20" fill="#d6d3d1"/>`);
}

function playCorner(): string {
  const colours = ['#ef4444', '#3b82f6', '#f59e0b', '#10b981', '#a855f7', '#ec4899'];
  const balls = Array.from(
    { length: 70 },
    (_, i) => `<circle cx="${120 + ((i * 97) % 700)}" cy="${930 + ((i * 53) % 200)}" r="38" fill="${colours[i % colours.length]}"/>`,
  ).join('');
  return frame(`<rect width="${W}" height="${H}" fill="#fef3c7"/><rect y="0" width="${W}" height="120" fill="#c4b5fd"/><path d="M0 120q100 60 200 0t200 0t200 0t200 0t200 0t200 0t200 0t200 0" fill="#c4b5fd"/>
<rect x="80" y="860" width="800" height="300" rx="40" fill="#60a5fa"/>${balls}<rect x="80" y="860" width="800" height="60" rx="30" fill="#2563eb"/>
<rect x="1020" y="420" width="60" height="700" fill="#f97316"/><rect x="1360" y="420" width="60" height="700" fill="#f97316"/><rect x="1000" y="400" width="440" height="60" rx="20" fill="#fb923c"/><path d="M1080 460C1180 700 1300 900 1560 1120" fill="none" stroke="#22c55e" stroke-width="90" stroke-linecap="round"/>
<circle cx="1200" cy="260" r="90" fill="#fde047"/><path d="M1160 250a12 12 0 1 0 1 0M1240 250a12 12 0 1 0 1 0" fill="#1f2937"/><path d="M1150 290q50 50 100 0" fill="none" stroke="#1f2937" stroke-width="12" stroke-linecap="round"/>`);
}

function birthdayTable(): string {
  const balloons = [
    [220, 300, '#ef4444'],
    [380, 220, '#3b82f6'],
    [1240, 240, '#a855f7'],
    [1400, 330, '#f59e0b'],
  ]
    .map(
      ([x, y, c]) =>
        `<path d="M${x} ${Number(y) + 130}q20 120 -10 260" fill="none" stroke="#6b7280" stroke-width="4"/><ellipse cx="${x}" cy="${y}" rx="100" ry="130" fill="${c}"/><ellipse cx="${Number(x) - 30}" cy="${Number(y) - 50}" rx="22" ry="36" fill="#fff" opacity="0.35"/>`,
    )
    .join('');
  const candles = [680, 750, 820, 890]
    .map(
      (x) =>
        `<rect x="${x}" y="520" width="22" height="100" rx="6" fill="${x % 140 ? '#60a5fa' : '#f472b6'}"/><path d="M${x + 11} 470q-18 30 0 48q18 -18 0 -48z" fill="#f59e0b"/>`,
    )
    .join('');
  return frame(`<rect width="${W}" height="${H}" fill="#fdf2f8"/>${balloons}<rect y="860" width="${W}" height="340" fill="#f9a8d4"/><path d="M0 860h${W}" stroke="#ec4899" stroke-width="16"/>
<ellipse cx="800" cy="880" rx="420" ry="60" fill="#fff"/><rect x="560" y="620" width="480" height="240" rx="30" fill="#fbcfe8"/><rect x="560" y="700" width="480" height="40" fill="#be185d" opacity="0.6"/><path d="M560 650q60 40 120 0t120 0t120 0t120 0" fill="#fff" stroke="#fff" stroke-width="20"/>${candles}`);
}

export const DEMO_GALLERY: DemoScene[] = [
  { title: { az: 'Odun sobamız', en: 'Our wood-fired oven', ru: 'Наша дровяная печь', tr: 'Odun ateşinde fırınımız' }, svg: oven() },
  {
    title: {
      az: 'Sobadan yenicə çıxmış Marqarita',
      en: 'A Margherita fresh from the oven',
      ru: 'Маргарита прямо из печи',
      tr: 'Fırından yeni çıkmış Margarita',
    },
    svg: pizzaOnBoard(),
  },
  { title: { az: 'Zalımız', en: 'Our dining room', ru: 'Наш зал', tr: 'Salonumuz' }, svg: diningRoom() },
  {
    title: { az: 'Axşam Fəvvarələr meydanı', en: 'Fountain Square in the evening', ru: 'Площадь Фонтанов вечером', tr: 'Akşam Çeşmeler Meydanı' },
    svg: fountainSquare(),
  },
  { title: { az: 'Mokaland oyun guşəsi', en: 'The Mokaland play corner', ru: 'Игровой уголок Mokaland', tr: 'Mokaland oyun köşesi' }, svg: playCorner() },
  { title: { az: 'Ad günü süfrəsi', en: 'A birthday party table', ru: 'Столик, накрытый к дню рождения', tr: 'Doğum günü masası' }, svg: birthdayTable() },
];

/** Where the API's build writes the demo scenes' copies and their list (the same place from src/ and dist/). */
export const DEMO_GALLERY_DIR = path.resolve(__dirname, '..', '..', 'dist', 'demo-gallery');
const MANIFEST = 'demo-gallery.json';

export interface DemoGalleryEntry {
  title: LocalizedText;
  format: string;
  width: number;
  height: number;
  variants: GalleryVariants;
}

/**
 * Build step: each scene rendered to PNG (as a camera's file would be) and resized as an upload is. Run by
 * api/build/demo-gallery.cjs from dist/.
 * @public
 */
export async function buildDemoGallery(dir = DEMO_GALLERY_DIR): Promise<DemoGalleryEntry[]> {
  const { default: sharp } = await import('sharp');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const entries: DemoGalleryEntry[] = [];
  for (const [i, scene] of DEMO_GALLERY.entries()) {
    const png = await sharp(Buffer.from(scene.svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    entries.push({
      title: scene.title,
      format: 'png',
      width: meta.width!,
      height: meta.height!,
      variants: await writeGalleryVariants(png, dir, `scene-${i + 1}`),
    });
  }
  await fs.writeFile(path.join(dir, MANIFEST), JSON.stringify(entries, null, 2));
  return entries;
}

/** The built demo scenes, or none when the API was not built with them (a warning, never a failed start). */
export async function readDemoGallery(dir = DEMO_GALLERY_DIR): Promise<DemoGalleryEntry[]> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as DemoGalleryEntry[];
  } catch {
    console.warn(`No demo gallery in ${dir}: build the API (npm run build -w api) to open new galleries with it.`);
    return [];
  }
}
