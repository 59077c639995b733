/**
 * The seeded dishes' pictures, drawn here until staff upload photographs: flat illustrations of the dish itself (a
 * pizza with its toppings, a bowl of pasta, a glass of ayran) on a table, in SVG. They are made by this file from the
 * dish's slug and category (no third-party artwork, nothing to license); the same slug always gives the same picture.
 * The API serves them as SVG and, through sharp, as the AVIF, WebP and PNG variants the storefront's srcset asks for.
 */

type Dish =
  'pizza' | 'calzone' | 'pasta' | 'salad' | 'eggs' | 'breakfast' | 'tea' | 'drink' | 'juice-box' | 'cake' | 'pakhlava' | 'ice-cream' | 'burger' | 'nuggets';

/** What the picture shows, by slug first (the seeded dishes), then by category (dishes staff add later). */
const DISH_BY_SLUG: Array<[RegExp, Dish]> = [
  [/calzone/, 'calzone'],
  [/pizza|margherita|pepperoni|formaggi|bbq|vegetarian|special/, 'pizza'],
  [/pasta|spaghetti|fettuccine|penne|lasagn/, 'pasta'],
  [/salad|caesar/, 'salad'],
  [/yumurta|omelet|egg/, 'eggs'],
  [/breakfast/, 'breakfast'],
  [/tea|coffee|cay/, 'tea'],
  [/juice-box/, 'juice-box'],
  [/ayran|lemonade|cola|juice|milkshake|water|drink/, 'drink'],
  [/pakhlava|baklava/, 'pakhlava'],
  [/ice-cream/, 'ice-cream'],
  [/tiramisu|cake|cheesecake/, 'cake'],
  [/burger/, 'burger'],
  [/nugget|fries/, 'nuggets'],
];
const DISH_BY_CATEGORY: Record<string, Dish> = {
  pizzas: 'pizza',
  'kids-pizzas': 'pizza',
  calzone: 'calzone',
  pasta: 'pasta',
  salads: 'salad',
  breakfast: 'breakfast',
  drinks: 'drink',
  desserts: 'cake',
  'kids-meals': 'burger',
  'kids-drinks-desserts': 'ice-cream',
};

export function dishOf(slug: string, category: string): Dish {
  return DISH_BY_SLUG.find(([pattern]) => pattern.test(slug))?.[1] ?? DISH_BY_CATEGORY[category] ?? 'breakfast';
}

/** A small seeded random source (mulberry32), so a slug's toppings always fall in the same places. */
function randomFor(slug: string): () => number {
  let seed = 0;
  for (const c of slug) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Points scattered inside a circle of radius r around (cx, cy), not too close to each other. */
function scatter(random: () => number, count: number, cx: number, cy: number, r: number, gap: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let tries = 0; points.length < count && tries < count * 40; tries++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r;
    const p: [number, number] = [round(cx + Math.cos(a) * d), round(cy + Math.sin(a) * d * 0.92)];
    if (points.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= gap)) points.push(p);
  }
  return points;
}

const TABLE = '<rect width="400" height="300" fill="#8a5a36"/><path d="M0 60h400M0 130h400M0 200h400M0 270h400" stroke="#7a4d2c" stroke-width="3"/>';
const CLOTH =
  '<rect width="400" height="300" fill="#f3e9d8"/><path d="M0 0h400v300H0z" fill="none"/><g fill="#e7d3b5"><rect x="0" y="0" width="50" height="300"/><rect x="100" y="0" width="50" height="300"/><rect x="200" y="0" width="50" height="300"/><rect x="300" y="0" width="50" height="300"/></g><g fill="#e7d3b5" opacity="0.6"><rect y="0" width="400" height="50"/><rect y="100" width="400" height="50"/><rect y="200" width="400" height="50"/></g>';
const plate = (r = 118) =>
  `<ellipse cx="206" cy="160" rx="${r}" ry="${r * 0.9}" fill="#000" opacity="0.18"/><ellipse cx="200" cy="152" rx="${r}" ry="${r * 0.9}" fill="#fbfaf7"/><ellipse cx="200" cy="152" rx="${r - 16}" ry="${(r - 16) * 0.9}" fill="#f1eee8"/>`;

const TOPPINGS: Array<[RegExp, (x: number, y: number, random: () => number) => string]> = [
  [/pepperoni|special/, (x, y) => `<circle cx="${x}" cy="${y}" r="13" fill="#a3241b"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#c8463a"/>`],
  [/margherita|smiley/, (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" fill="#2f8f3a" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`],
  [/formaggi/, (x, y) => `<circle cx="${x}" cy="${y}" r="11" fill="#fff4c2"/><circle cx="${x + 3}" cy="${y - 2}" r="4" fill="#f3d36b"/>`],
  [
    /bbq|chicken/,
    (x, y, r) => `<rect x="${x - 9}" y="${y - 6}" width="18" height="12" rx="4" fill="#b9773a" transform="rotate(${Math.round(r() * 90)} ${x} ${y})"/>`,
  ],
  [
    /vegetarian/,
    (x, y, r) =>
      r() < 0.5
        ? `<path d="M${x - 10} ${y}a10 10 0 0 1 20 0" fill="none" stroke="#3f9b3a" stroke-width="5"/>`
        : `<circle cx="${x}" cy="${y}" r="7" fill="#f2efe6" stroke="#7b6a58" stroke-width="3"/>`,
  ],
];

function pizza(slug: string, random: () => number): string {
  const kind = TOPPINGS.find(([p]) => p.test(slug));
  const draw = kind?.[1] ?? TOPPINGS[0]![1];
  const spots = scatter(random, slug.includes('mini') || slug.includes('smiley') ? 6 : 9, 200, 150, 70, 30)
    .map(([x, y]) => draw(x, y, random))
    .join('');
  const cheese = scatter(random, 7, 200, 150, 70, 22)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${12 + Math.round(random() * 8)}" fill="#f7d77a" opacity="0.85"/>`)
    .join('');
  const face = slug.includes('smiley')
    ? '<circle cx="175" cy="130" r="10" fill="#3b2314"/><circle cx="225" cy="130" r="10" fill="#3b2314"/><path d="M165 170q35 35 70 0" fill="none" stroke="#3b2314" stroke-width="9" stroke-linecap="round"/>'
    : spots;
  const slices = '<path d="M200 150L200 52M200 150L285 200M200 150L115 200" stroke="#e7b35a" stroke-width="2" opacity="0.7"/>';
  return `${TABLE}<ellipse cx="206" cy="158" rx="120" ry="110" fill="#000" opacity="0.25"/><circle cx="200" cy="150" r="112" fill="#d9954a"/><circle cx="200" cy="150" r="96" fill="#e3ad63"/><circle cx="200" cy="150" r="90" fill="${slug.includes('formaggi') ? '#f2d48a' : slug.includes('bbq') ? '#7b2d1a' : '#c0392b'}"/>${cheese}${face}${slug.includes('smiley') ? '' : slices}`;
}

function calzone(random: () => number): string {
  const spots = scatter(random, 7, 200, 150, 60, 22)
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="5" fill="#b8742f" opacity="0.7"/>`)
    .join('');
  return `${TABLE}${plate()}<path d="M95 175Q200 20 305 175Z" fill="#d9994f"/><path d="M95 175Q200 190 305 175" fill="none" stroke="#b87a36" stroke-width="10" stroke-linecap="round"/>${spots}<path d="M180 110l40 0" stroke="#f3e4c0" stroke-width="3"/>`;
}

function pasta(slug: string, random: () => number): string {
  const cream = /alfredo|kids/.test(slug);
  const sauce = cream ? '#f4e6c4' : '#b8321f';
  const noodles = Array.from({ length: 9 }, (_, i) => {
    const y = 110 + i * 9;
    const x = 130 + Math.round(random() * 20);
    return slug.includes('penne') ? '' : `<path d="M${x} ${y}q20 -14 40 0t40 0t40 0" fill="none" stroke="#f2c46b" stroke-width="7" stroke-linecap="round"/>`;
  }).join('');
  const penne = slug.includes('penne')
    ? scatter(random, 14, 200, 150, 60, 18)
        .map(
          ([x, y]) =>
            `<rect x="${x - 12}" y="${y - 5}" width="24" height="10" rx="3" fill="#f2c46b" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`,
        )
        .join('')
    : '';
  const top = cream
    ? '<circle cx="200" cy="140" r="5" fill="#3f7d3a"/><circle cx="215" cy="150" r="4" fill="#3f7d3a"/>'
    : '<ellipse cx="200" cy="140" rx="38" ry="22" fill="' +
      sauce +
      '"/><ellipse cx="185" cy="132" rx="8" ry="4" fill="#d9604a"/><path d="M205 128l14 -6" stroke="#2f8f3a" stroke-width="5" stroke-linecap="round"/>';
  return `${CLOTH}${plate(124)}<ellipse cx="200" cy="150" rx="82" ry="66" fill="${cream ? '#f6e7c1' : '#e8b760'}"/>${noodles}${penne}${top}`;
}

function salad(slug: string, random: () => number): string {
  const leaves = scatter(random, 16, 200, 150, 70, 16)
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="18" ry="9" fill="${random() < 0.5 ? '#4c9a3c' : '#79b94a'}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`,
    )
    .join('');
  const extra = slug.includes('greek')
    ? scatter(random, 8, 200, 150, 60, 26)
        .map(([x, y], i) =>
          i % 2 ? `<rect x="${x - 10}" y="${y - 10}" width="20" height="20" fill="#fbfaf3"/>` : `<circle cx="${x}" cy="${y}" r="7" fill="#2e2433"/>`,
        )
        .join('')
    : scatter(random, 7, 200, 150, 60, 26)
        .map(([x, y], i) =>
          i % 2
            ? `<rect x="${x - 9}" y="${y - 9}" width="18" height="18" rx="3" fill="#e7c48a"/>`
            : `<rect x="${x - 12}" y="${y - 7}" width="24" height="14" rx="5" fill="#c98a45"/>`,
        )
        .join('');
  const tomatoes = scatter(random, 4, 200, 150, 55, 30)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#d93a2b"/>`)
    .join('');
  return `${TABLE}${plate(120)}<ellipse cx="200" cy="150" rx="92" ry="80" fill="#e9f1dc"/>${leaves}${extra}${tomatoes}`;
}

const egg = (x: number, y: number) =>
  `<path d="M${x - 34} ${y}q6 -30 34 -28q30 -4 32 24q4 28 -30 30q-40 4 -36 -26z" fill="#fffdf6"/><circle cx="${x}" cy="${y}" r="13" fill="#f7b521"/><circle cx="${x - 4}" cy="${y - 4}" r="4" fill="#fcd66b"/>`;

function eggs(random: () => number): string {
  const tomato = scatter(random, 6, 200, 150, 55, 24)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#d8412e" opacity="0.9"/>`)
    .join('');
  return `${TABLE}<ellipse cx="206" cy="160" rx="118" ry="104" fill="#000" opacity="0.25"/><rect x="300" y="140" width="95" height="20" rx="8" fill="#2b2b2b"/><circle cx="200" cy="150" r="110" fill="#2f2f33"/><circle cx="200" cy="150" r="96" fill="#c94b2f"/>${tomato}${egg(170, 140)}${egg(235, 170)}<circle cx="215" cy="120" r="4" fill="#3f7d3a"/><circle cx="160" cy="185" r="4" fill="#3f7d3a"/>`;
}

function breakfast(): string {
  return `${CLOTH}${plate(130)}${egg(160, 130)}<rect x="215" y="100" width="70" height="50" rx="6" fill="#fbfaf0" stroke="#e9e2cc" stroke-width="3"/><path d="M130 190q30 -20 60 0q-30 18 -60 0z" fill="#c63b2b"/><circle cx="240" cy="190" r="16" fill="#d94a32"/><circle cx="272" cy="180" r="14" fill="#6f9e3e"/><path d="M200 200l30 20" stroke="#e2b463" stroke-width="14" stroke-linecap="round"/>`;
}

function tea(): string {
  return `${CLOTH}<ellipse cx="200" cy="250" rx="90" ry="22" fill="#c9a227"/><ellipse cx="200" cy="246" rx="70" ry="15" fill="#e7c35a"/><path d="M165 80q-20 70 10 105q-25 35 0 60h50q25 -25 0 -60q30 -35 10 -105z" fill="#f5ecd7" opacity="0.55" stroke="#ffffff" stroke-width="3"/><path d="M172 110q-10 45 12 75q-18 30 0 55h32q18 -25 0 -55q22 -30 12 -75z" fill="#9c2f12"/><ellipse cx="300" cy="240" rx="28" ry="10" fill="#fbfaf7"/><rect x="288" y="225" width="22" height="14" rx="2" fill="#fff"/>`;
}

const DRINK_COLOURS: Array<[RegExp, string]> = [
  [/strawberry/, '#f4a3b8'],
  [/ayran|milk/, '#f8f6ef'],
  [/lemonade/, '#f3e27a'],
  [/cola/, '#3b1d12'],
  [/orange/, '#f59a23'],
  [/apple/, '#e8c65a'],
];

function drink(slug: string): string {
  const colour = DRINK_COLOURS.find(([p]) => p.test(slug))?.[1] ?? '#f59a23';
  const ice = /cola|lemonade/.test(slug)
    ? '<rect x="178" y="110" width="24" height="24" rx="4" fill="#fff" opacity="0.6" transform="rotate(15 190 122)"/><rect x="206" y="126" width="22" height="22" rx="4" fill="#fff" opacity="0.5"/>'
    : '';
  const garnish = /lemonade/.test(slug)
    ? '<circle cx="238" cy="84" r="24" fill="#f6e05e" stroke="#d6b52c" stroke-width="4"/>'
    : /orange/.test(slug)
      ? '<circle cx="238" cy="84" r="24" fill="#f6a53a" stroke="#e07b12" stroke-width="4"/>'
      : /strawberry/.test(slug)
        ? '<path d="M230 70q14 -6 20 10q-6 20 -14 24q-14 -6 -16 -20z" fill="#e23b4e"/><path d="M160 80q40 -30 80 0" fill="#fff" stroke="#f3dfe4" stroke-width="6"/>'
        : /ayran/.test(slug)
          ? '<circle cx="190" cy="92" r="6" fill="#4c9a3c"/><circle cx="204" cy="96" r="5" fill="#4c9a3c"/>'
          : '';
  return `${CLOTH}<ellipse cx="206" cy="262" rx="70" ry="14" fill="#000" opacity="0.15"/><path d="M150 80l14 180h72l14 -180z" fill="#ffffff" opacity="0.5" stroke="#ffffff" stroke-width="4"/><path d="M156 100l10 158h68l10 -158z" fill="${colour}"/>${ice}<rect x="214" y="40" width="8" height="120" rx="4" fill="#e23b3b" transform="rotate(12 218 100)"/>${garnish}`;
}

function juiceBox(): string {
  return `${CLOTH}<ellipse cx="206" cy="262" rx="70" ry="14" fill="#000" opacity="0.15"/><rect x="150" y="80" width="100" height="180" rx="8" fill="#5fae4b"/><rect x="150" y="80" width="100" height="30" fill="#4a9639"/><circle cx="200" cy="175" r="36" fill="#e23b3b"/><path d="M200 140q6 -14 18 -16" stroke="#3f7d3a" stroke-width="6" fill="none"/><rect x="225" y="40" width="8" height="60" rx="3" fill="#fafafa" transform="rotate(10 229 70)"/>`;
}

function cake(): string {
  return `${CLOTH}${plate(122)}<path d="M120 190l40 -90h140l-40 90z" fill="#3a2416" opacity="0.15"/><rect x="120" y="110" width="160" height="90" rx="6" fill="#f4e7cf"/><rect x="120" y="132" width="160" height="14" fill="#6b3f24"/><rect x="120" y="164" width="160" height="14" fill="#6b3f24"/><rect x="120" y="104" width="160" height="14" rx="6" fill="#7a4a2a"/><path d="M128 106h144" stroke="#9a6b45" stroke-width="4" stroke-dasharray="3 7"/>`;
}

function pakhlava(): string {
  const pieces = [
    [150, 120],
    [210, 120],
    [180, 170],
    [240, 170],
    [120, 170],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y! - 32}l30 32l-30 32l-30 -32z" fill="#d59a3f" stroke="#a86a22" stroke-width="3"/><circle cx="${x}" cy="${y}" r="7" fill="#8b5a2b"/>`,
    )
    .join('');
  return `${TABLE}${plate(120)}${pieces}`;
}

function iceCream(random: () => number): string {
  const colours = ['#fff3d6', '#6b3f24', '#f4a3b8'];
  const scoops = [
    [165, 150],
    [235, 150],
    [200, 112],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="42" fill="${colours[i]}"/><path d="M${x! - 30} ${y! + 18}q10 10 20 0t20 0t20 0" fill="${colours[i]}"/>`)
    .join('');
  const sprinkles = scatter(random, 10, 200, 125, 45, 12)
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="8" height="3" rx="1.5" fill="${['#e23b3b', '#3b82f6', '#f59e0b', '#10b981'][Math.floor(random() * 4)]}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`,
    )
    .join('');
  return `${CLOTH}<ellipse cx="206" cy="252" rx="96" ry="18" fill="#000" opacity="0.15"/><path d="M110 160h180l-30 90h-120z" fill="#7dd3fc"/><path d="M110 160h180" stroke="#38bdf8" stroke-width="10" stroke-linecap="round"/>${scoops}<path d="M175 95q25 -20 50 0" fill="none" stroke="#4a2a17" stroke-width="6" stroke-linecap="round"/>${sprinkles}`;
}

function burger(): string {
  return `${CLOTH}${plate(124)}<path d="M120 150q0 -70 80 -70t80 70z" fill="#d9963f"/><g fill="#fbe7b5"><ellipse cx="170" cy="110" rx="5" ry="3"/><ellipse cx="200" cy="98" rx="5" ry="3"/><ellipse cx="230" cy="112" rx="5" ry="3"/></g><path d="M112 152h176l-10 12h-156z" fill="#5fae4b"/><rect x="116" y="160" width="168" height="14" rx="4" fill="#f7c531"/><rect x="118" y="172" width="164" height="24" rx="10" fill="#6b3a1f"/><path d="M120 200h160q0 26 -80 26t-80 -26z" fill="#d9963f"/>`;
}

function nuggets(random: () => number): string {
  const fries = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${232 + i * 8}" y="${70 + Math.round(random() * 25)}" width="9" height="90" rx="2" fill="#f6c344" transform="rotate(${Math.round(random() * 16 - 8)} ${236 + i * 8} 150)"/>`,
  ).join('');
  const pieces = scatter(random, 5, 160, 160, 40, 34)
    .map(([x, y]) => `<path d="M${x - 20} ${y}q0 -18 20 -16q22 -2 20 16q2 16 -20 16q-22 2 -20 -16z" fill="#c8852f"/>`)
    .join('');
  return `${TABLE}${plate(126)}${fries}<path d="M222 130h96l-10 90h-76z" fill="#e23b3b"/>${pieces}<ellipse cx="150" cy="110" rx="22" ry="14" fill="#c0392b"/>`;
}

function draw(dish: Dish, slug: string): string {
  const random = randomFor(slug);
  switch (dish) {
    case 'pizza':
      return pizza(slug, random);
    case 'calzone':
      return calzone(random);
    case 'pasta':
      return pasta(slug, random);
    case 'salad':
      return salad(slug, random);
    case 'eggs':
      return eggs(random);
    case 'breakfast':
      return breakfast();
    case 'tea':
      return tea();
    case 'drink':
      return drink(slug);
    case 'juice-box':
      return juiceBox();
    case 'cake':
      return cake();
    case 'pakhlava':
      return pakhlava();
    case 'ice-cream':
      return iceCream(random);
    case 'burger':
      return burger();
    case 'nuggets':
      return nuggets(random);
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The dish's picture (400 x 300, SVG): what the dish is, drawn on a table, named for assistive technology. */
export function menuItemSvg(slug: string, name: string, category: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">${draw(dishOf(slug, category), slug)}</svg>`;
}
