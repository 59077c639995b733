import type { LocalizedText } from '../../menu/entities/localized-text';
import type { StoredCustomizationGroup } from '../../menu/entities/menu-item.entity';
import type { MenuKind } from '../../menu/entities/menu-category.entity';

/** [az, en, ru, tr] */
type T = [string, string, string, string];
const t = ([az, en, ru, tr]: T): LocalizedText => ({ az, en, ru, tr });

export interface SeedItem {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  ingredients: LocalizedText;
  allergens: string[];
  /** Dietary tags (DIETARY_TAGS), from DIETARY_SEED. */
  dietary: string[];
  price: number;
  featured?: boolean;
  available?: boolean;
  customizations?: StoredCustomizationGroup[];
}
export interface SeedCategory {
  menu: MenuKind;
  slug: string;
  name: LocalizedText;
  items: SeedItem[];
}

function item(
  slug: string,
  price: number,
  name: T,
  description: T,
  ingredients: T,
  allergens: string[],
  flags: { featured?: boolean; available?: boolean; customizations?: StoredCustomizationGroup[] } = {},
): SeedItem {
  return { slug, price, name: t(name), description: t(description), ingredients: t(ingredients), allergens, dietary: DIETARY_SEED[slug] ?? [], ...flags };
}

/** The seeded dishes' dietary tags; a manager changes them per item in the staff area. */
export const DIETARY_SEED: Record<string, string[]> = {
  margherita: ['vegetarian'],
  pepperoni: ['meat', 'spicy'],
  'quattro-formaggi': ['vegetarian'],
  'bbq-chicken': ['meat'],
  vegetarian: ['vegetarian'],
  'baku-special': ['meat', 'spicy'],
  'calzone-classic': ['meat'],
  'spaghetti-bolognese': ['meat'],
  'fettuccine-alfredo': ['meat'],
  'penne-arrabbiata': ['vegetarian', 'vegan', 'spicy'],
  'caesar-chicken': ['meat'],
  'greek-salad': ['vegetarian'],
  'azerbaijani-breakfast': ['vegetarian'],
  'pomidor-yumurta': ['vegetarian'],
  tiramisu: ['vegetarian'],
  'baku-pakhlava': ['vegetarian'],
  'mini-margherita': ['vegetarian'],
  'smiley-pizza': ['meat'],
  'nuggets-and-fries': ['meat'],
  'mini-burger': ['meat'],
  'kids-pasta': ['vegetarian'],
  // the drinks, a round later (migration 1765900000000): every dish and drink is tagged meat or vegetarian
  'black-tea': ['vegetarian', 'vegan'],
  ayran: ['vegetarian'],
  'homemade-lemonade': ['vegetarian', 'vegan'],
  cola: ['vegetarian', 'vegan'],
  'fresh-orange-juice': ['vegetarian', 'vegan'],
  'strawberry-milkshake': ['vegetarian'],
  'ice-cream-scoops': ['vegetarian'],
  'apple-juice-box': ['vegetarian', 'vegan'],
};

const opt = (key: string, name: T, priceDelta: string) => ({ key, name: t(name), priceDelta });

/** Pizza sizes and extra toppings: each choice with its price. */
export const PIZZA_CUSTOMIZATIONS: StoredCustomizationGroup[] = [
  {
    key: 'size',
    name: t(['Ölçü', 'Size', 'Размер', 'Boy']),
    required: true,
    multiple: false,
    options: [
      opt('small', ['Kiçik (25 sm)', 'Small (25 cm)', 'Маленькая (25 см)', 'Küçük (25 cm)'], '-2.00'),
      opt('medium', ['Orta (30 sm)', 'Medium (30 cm)', 'Средняя (30 см)', 'Orta (30 cm)'], '0.00'),
      opt('large', ['Böyük (36 sm)', 'Large (36 cm)', 'Большая (36 см)', 'Büyük (36 cm)'], '4.00'),
    ],
  },
  {
    key: 'extras',
    name: t(['Əlavələr', 'Extra toppings', 'Добавки', 'Ekstra malzemeler']),
    required: false,
    multiple: true,
    options: [
      opt('extra-cheese', ['Əlavə pendir', 'Extra cheese', 'Дополнительный сыр', 'Ekstra peynir'], '1.50'),
      opt('olives', ['Zeytun', 'Olives', 'Оливки', 'Zeytin'], '1.00'),
      opt('jalapeno', ['Xalapenyo', 'Jalapeño', 'Халапеньо', 'Jalapeño'], '1.00'),
      opt('mushrooms', ['Göbələk', 'Mushrooms', 'Грибы', 'Mantar'], '1.00'),
    ],
  },
];

/** Mokaland's ice cream: the flavour the description offers, and a topping. */
export const ICE_CREAM_CUSTOMIZATIONS: StoredCustomizationGroup[] = [
  {
    key: 'flavour',
    name: t(['Dad', 'Flavour', 'Вкус', 'Çeşit']),
    required: true,
    multiple: false,
    options: [
      opt('vanilla', ['Vanil', 'Vanilla', 'Ванильное', 'Vanilya'], '0.00'),
      opt('chocolate', ['Şokolad', 'Chocolate', 'Шоколадное', 'Çikolata'], '0.00'),
    ],
  },
  {
    key: 'topping',
    name: t(['Əlavələr', 'Topping', 'Топпинг', 'Ekstra']),
    required: false,
    multiple: true,
    options: [opt('chocolate-sauce', ['Şokolad sousu', 'Chocolate sauce', 'Шоколадный соус', 'Çikolata sosu'], '0.50')],
  },
];

export interface SeedBirthdayPackage {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  includes: Record<string, string[]>;
  pricePerChild: string;
  minChildren: number;
  maxChildren: number;
}

export const BIRTHDAY_SEED: SeedBirthdayPackage[] = [
  {
    slug: 'mini-party',
    name: t(['Mini şənlik', 'Mini Party', 'Мини-праздник', 'Mini Parti']),
    description: t([
      'Kiçik qonaqlar üçün iki saatlıq şənlik.',
      'A two-hour celebration for a small group of friends.',
      'Двухчасовой праздник для небольшой компании друзей.',
      'Küçük bir arkadaş grubu için iki saatlik kutlama.',
    ]),
    includes: {
      az: ['Mini pizza və ya naggets', 'Şirə və ya milkşeyk', 'Ad günü tortu', 'Oyun zonası, 2 saat'],
      en: ['Mini pizza or nuggets', 'Juice or milkshake', 'Birthday cake', 'Play area, 2 hours'],
      ru: ['Мини-пицца или наггетсы', 'Сок или милкшейк', 'Праздничный торт', 'Игровая зона, 2 часа'],
      tr: ['Mini pizza veya nugget', 'Meyve suyu veya milkshake', 'Doğum günü pastası', 'Oyun alanı, 2 saat'],
    },
    pricePerChild: '18.00',
    minChildren: 6,
    maxChildren: 12,
  },
  {
    slug: 'super-party',
    name: t(['Super şənlik', 'Super Party', 'Суперпраздник', 'Süper Parti']),
    description: t([
      'Animator, üz rəsmi və hər uşağa hədiyyə ilə üç saatlıq şənlik.',
      'Three hours with an entertainer, face painting and a gift for every child.',
      'Три часа с аниматором, аквагримом и подарком для каждого ребёнка.',
      'Animatör, yüz boyama ve her çocuğa hediye ile üç saatlik kutlama.',
    ]),
    includes: {
      az: ['Uşaq menyusundan istənilən yemək', 'Məhdudiyyətsiz içkilər', 'Ad günü tortu', 'Animator və üz rəsmi', 'Hər uşağa hədiyyə'],
      en: ['Any meal from the kids menu', 'Unlimited drinks', 'Birthday cake', 'Entertainer and face painting', 'A gift for every child'],
      ru: ['Любое блюдо из детского меню', 'Напитки без ограничений', 'Праздничный торт', 'Аниматор и аквагрим', 'Подарок каждому ребёнку'],
      tr: ['Çocuk menüsünden dilediği yemek', 'Sınırsız içecek', 'Doğum günü pastası', 'Animatör ve yüz boyama', 'Her çocuğa hediye'],
    },
    pricePerChild: '29.00',
    minChildren: 10,
    maxChildren: 25,
  },
];

export const MENU_SEED: SeedCategory[] = [
  {
    menu: 'main',
    slug: 'pizzas',
    name: t(['Pizzalar', 'Pizzas', 'Пицца', 'Pizzalar']),
    items: [
      item(
        'margherita',
        9.5,
        ['Marqarita', 'Margherita', 'Маргарита', 'Margarita'],
        [
          'Pomidor sousu, motsarella və təzə reyhan ilə klassik italyan pizzası.',
          'The classic Italian pizza with tomato sauce, mozzarella and fresh basil.',
          'Классическая итальянская пицца с томатным соусом, моцареллой и свежим базиликом.',
          'Domates sosu, mozzarella ve taze fesleğenli klasik İtalyan pizzası.',
        ],
        [
          'pomidor sousu, motsarella, reyhan, zeytun yağı',
          'tomato sauce, mozzarella, basil, olive oil',
          'томатный соус, моцарелла, базилик, оливковое масло',
          'domates sosu, mozzarella, fesleğen, zeytinyağı',
        ],
        ['gluten', 'milk'],
        { featured: true, customizations: PIZZA_CUSTOMIZATIONS },
      ),
      item(
        'pepperoni',
        12.9,
        ['Pepperoni', 'Pepperoni', 'Пепперони', 'Pepperoni'],
        [
          'Bol motsarella və ədviyyatlı mal əti pepperonisi.',
          'Plenty of mozzarella and spicy beef pepperoni.',
          'Острая говяжья пепперони и много моцареллы.',
          'Bol mozzarella ve baharatlı dana pepperoni.',
        ],
        [
          'pomidor sousu, motsarella, mal əti pepperonisi',
          'tomato sauce, mozzarella, beef pepperoni',
          'томатный соус, моцарелла, говяжья пепперони',
          'domates sosu, mozzarella, dana pepperoni',
        ],
        ['gluten', 'milk'],
        { featured: true, customizations: PIZZA_CUSTOMIZATIONS },
      ),
      item(
        'quattro-formaggi',
        14.5,
        ['Dörd pendir', 'Quattro Formaggi', 'Четыре сыра', 'Dört Peynirli'],
        [
          'Motsarella, qorqonzola, parmezan və Azərbaycan motal pendiri.',
          'Mozzarella, gorgonzola, parmesan and Azerbaijani motal cheese.',
          'Моцарелла, горгонзола, пармезан и азербайджанский сыр мотал.',
          'Mozzarella, gorgonzola, parmesan ve Azerbaycan motal peyniri.',
        ],
        [
          'qaymaq sousu, motsarella, qorqonzola, parmezan, motal',
          'cream sauce, mozzarella, gorgonzola, parmesan, motal',
          'сливочный соус, моцарелла, горгонзола, пармезан, мотал',
          'kremalı sos, mozzarella, gorgonzola, parmesan, motal',
        ],
        ['gluten', 'milk'],
        { customizations: PIZZA_CUSTOMIZATIONS },
      ),
      item(
        'bbq-chicken',
        13.9,
        ['Barbekü toyuq', 'BBQ Chicken', 'Курица барбекю', 'Barbekü Tavuklu'],
        [
          'Barbekü sousunda qızardılmış toyuq, qırmızı soğan və qarğıdalı.',
          'Grilled chicken in barbecue sauce with red onion and sweetcorn.',
          'Курица гриль в соусе барбекю с красным луком и кукурузой.',
          'Barbekü soslu ızgara tavuk, kırmızı soğan ve mısır.',
        ],
        [
          'barbekü sousu, motsarella, toyuq, qırmızı soğan, qarğıdalı',
          'barbecue sauce, mozzarella, chicken, red onion, sweetcorn',
          'соус барбекю, моцарелла, курица, красный лук, кукуруза',
          'barbekü sosu, mozzarella, tavuk, kırmızı soğan, mısır',
        ],
        ['gluten', 'milk', 'mustard'],
        { customizations: PIZZA_CUSTOMIZATIONS },
      ),
      item(
        'vegetarian',
        11.5,
        ['Vegetarian', 'Vegetarian', 'Вегетарианская', 'Vejetaryen'],
        [
          'Bolqar bibəri, göbələk, zeytun, pomidor və badımcan.',
          'Bell peppers, mushrooms, olives, tomatoes and aubergine.',
          'Болгарский перец, грибы, оливки, помидоры и баклажан.',
          'Dolmalık biber, mantar, zeytin, domates ve patlıcan.',
        ],
        [
          'pomidor sousu, motsarella, bibər, göbələk, zeytun, badımcan',
          'tomato sauce, mozzarella, peppers, mushrooms, olives, aubergine',
          'томатный соус, моцарелла, перец, грибы, оливки, баклажан',
          'domates sosu, mozzarella, biber, mantar, zeytin, patlıcan',
        ],
        ['gluten', 'milk'],
        { customizations: PIZZA_CUSTOMIZATIONS },
      ),
      item(
        'baku-special',
        15.9,
        ['Bakı pizzası', 'Baku Special', 'Бакинская', 'Bakü Özel'],
        [
          'Restoranımızın 1995-ci ildən bəri xüsusi pizzası: sucuq, pastırma, göbələk və acı bibər.',
          'Our house pizza since 1995: sujuk, basturma, mushrooms and chilli.',
          'Наша фирменная пицца с 1995 года: суджук, бастурма, грибы и острый перец.',
          "1995'ten beri restoranımızın özel pizzası: sucuk, pastırma, mantar ve acı biber.",
        ],
        [
          'pomidor sousu, motsarella, sucuq, pastırma, göbələk, acı bibər',
          'tomato sauce, mozzarella, sujuk, basturma, mushrooms, chilli',
          'томатный соус, моцарелла, суджук, бастурма, грибы, острый перец',
          'domates sosu, mozzarella, sucuk, pastırma, mantar, acı biber',
        ],
        ['gluten', 'milk'],
        { featured: true, customizations: PIZZA_CUSTOMIZATIONS },
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'calzone',
    name: t(['Kalzone', 'Calzone', 'Кальцоне', 'Calzone']),
    items: [
      item(
        'calzone-classic',
        12.5,
        ['Klassik kalzone', 'Classic Calzone', 'Классическое кальцоне', 'Klasik Calzone'],
        [
          'Hind quşu vetçinası, göbələk və motsarella ilə qapalı pizza.',
          'A folded pizza filled with turkey ham, mushrooms and mozzarella.',
          'Закрытая пицца с ветчиной из индейки, грибами и моцареллой.',
          'Hindi jambonu, mantar ve mozzarella dolgulu kapalı pizza.',
        ],
        [
          'xəmir, hind quşu vetçinası, göbələk, motsarella, rikotta',
          'dough, turkey ham, mushrooms, mozzarella, ricotta',
          'тесто, ветчина из индейки, грибы, моцарелла, рикотта',
          'hamur, hindi jambonu, mantar, mozzarella, ricotta',
        ],
        ['gluten', 'milk'],
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'pasta',
    name: t(['Pastalar', 'Pasta', 'Паста', 'Makarnalar']),
    items: [
      item(
        'spaghetti-bolognese',
        10.9,
        ['Spagetti bolonyez', 'Spaghetti Bolognese', 'Спагетти болоньезе', 'Spagetti Bolonez'],
        [
          'Uzun müddət bişirilmiş mal əti sousu və parmezan.',
          'Slow-cooked beef ragù with parmesan.',
          'Томлёное говяжье рагу с пармезаном.',
          'Ağır ateşte pişmiş dana ragu ve parmesan.',
        ],
        [
          'spagetti, mal əti, pomidor, soğan, parmezan',
          'spaghetti, beef, tomato, onion, parmesan',
          'спагетти, говядина, томаты, лук, пармезан',
          'spagetti, dana eti, domates, soğan, parmesan',
        ],
        ['gluten', 'milk', 'celery'],
      ),
      item(
        'fettuccine-alfredo',
        11.5,
        ['Fettuçini Alfredo', 'Fettuccine Alfredo', 'Феттучине Альфредо', 'Fettuccine Alfredo'],
        [
          'Qaymaqlı parmezan sousunda toyuq və göbələk.',
          'Chicken and mushrooms in a creamy parmesan sauce.',
          'Курица и грибы в сливочном соусе с пармезаном.',
          'Kremalı parmesan sosunda tavuk ve mantar.',
        ],
        [
          'fettuçini, qaymaq, parmezan, toyuq, göbələk',
          'fettuccine, cream, parmesan, chicken, mushrooms',
          'феттучине, сливки, пармезан, курица, грибы',
          'fettuccine, krema, parmesan, tavuk, mantar',
        ],
        ['gluten', 'milk', 'egg'],
      ),
      item(
        'penne-arrabbiata',
        9.9,
        ['Penne arrabyata', 'Penne Arrabbiata', 'Пенне арраббьята', 'Penne Arrabbiata'],
        [
          'Sarımsaq və acı bibərli pomidor sousunda penne.',
          'Penne in a garlic and chilli tomato sauce.',
          'Пенне в томатном соусе с чесноком и острым перцем.',
          'Sarımsaklı ve acı biberli domates sosunda penne.',
        ],
        [
          'penne, pomidor, sarımsaq, acı bibər, cəfəri',
          'penne, tomato, garlic, chilli, parsley',
          'пенне, томаты, чеснок, острый перец, петрушка',
          'penne, domates, sarımsak, acı biber, maydanoz',
        ],
        ['gluten'],
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'salads',
    name: t(['Salatlar', 'Salads', 'Салаты', 'Salatalar']),
    items: [
      item(
        'caesar-chicken',
        9.5,
        ['Toyuqlu Sezar', 'Chicken Caesar', 'Цезарь с курицей', 'Tavuklu Sezar'],
        [
          'Romen kahısı, qızardılmış toyuq, kruton və Sezar sousu.',
          'Romaine lettuce, grilled chicken, croutons and Caesar dressing.',
          'Салат романо, курица гриль, гренки и соус «Цезарь».',
          'Marul, ızgara tavuk, kruton ve Sezar sosu.',
        ],
        [
          'kahı, toyuq, kruton, parmezan, Sezar sousu',
          'lettuce, chicken, croutons, parmesan, Caesar dressing',
          'салат романо, курица, гренки, пармезан, соус «Цезарь»',
          'marul, tavuk, kruton, parmesan, Sezar sosu',
        ],
        ['gluten', 'milk', 'egg', 'fish'],
      ),
      item(
        'greek-salad',
        8.5,
        ['Yunan salatı', 'Greek Salad', 'Греческий салат', 'Yunan Salatası'],
        [
          'Pomidor, xiyar, zeytun və ağ pendir, zeytun yağı ilə.',
          'Tomatoes, cucumber, olives and feta with olive oil.',
          'Помидоры, огурцы, оливки и фета с оливковым маслом.',
          'Domates, salatalık, zeytin ve beyaz peynir, zeytinyağıyla.',
        ],
        [
          'pomidor, xiyar, zeytun, ağ pendir, soğan',
          'tomato, cucumber, olives, feta, onion',
          'помидоры, огурцы, оливки, фета, лук',
          'domates, salatalık, zeytin, beyaz peynir, soğan',
        ],
        ['milk'],
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'breakfast',
    name: t(['Səhər yeməyi', 'Breakfast', 'Завтраки', 'Kahvaltı']),
    items: [
      item(
        'azerbaijani-breakfast',
        14,
        ['Azərbaycan səhər yeməyi', 'Azerbaijani Breakfast', 'Азербайджанский завтрак', 'Azerbaycan Kahvaltısı'],
        [
          'Pendir, qaymaq, bal, yağ, göyərti, yumurta və təndir çörəyi; iki nəfərlik.',
          'Cheese, clotted cream, honey, butter, greens, eggs and tandir bread, for two.',
          'Сыр, каймак, мёд, масло, зелень, яйца и хлеб из тандыра, на двоих.',
          'Peynir, kaymak, bal, tereyağı, yeşillik, yumurta ve tandır ekmeği; iki kişilik.',
        ],
        [
          'pendir, qaymaq, bal, kərə yağı, yumurta, təndir çörəyi',
          'cheese, clotted cream, honey, butter, eggs, tandir bread',
          'сыр, каймак, мёд, сливочное масло, яйца, хлеб из тандыра',
          'peynir, kaymak, bal, tereyağı, yumurta, tandır ekmeği',
        ],
        ['gluten', 'milk', 'egg'],
        { featured: true },
      ),
      item(
        'pomidor-yumurta',
        6.5,
        ['Pomidor-yumurta', 'Tomato Eggs', 'Яичница с помидорами', 'Menemen'],
        [
          'Pomidorla bişmiş yumurta, təzə çörəklə.',
          'Eggs cooked with tomatoes, served with fresh bread.',
          'Яйца, приготовленные с помидорами. Подаём со свежим хлебом.',
          'Domatesle pişmiş yumurta, taze ekmekle.',
        ],
        ['yumurta, pomidor, kərə yağı, çörək', 'eggs, tomatoes, butter, bread', 'яйца, помидоры, сливочное масло, хлеб', 'yumurta, domates, tereyağı, ekmek'],
        ['egg', 'gluten', 'milk'],
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'drinks',
    name: t(['İçkilər', 'Drinks', 'Напитки', 'İçecekler']),
    items: [
      item(
        'black-tea',
        3,
        ['Armudu stəkanda çay', 'Black Tea', 'Чёрный чай', 'Siyah Çay'],
        [
          'Limon və mürəbbə ilə armudu stəkanda qara çay.',
          'Black tea in a pear-shaped glass with lemon and jam.',
          'Чёрный чай в стаканчике армуды, с лимоном и вареньем.',
          'Limon ve reçelle ince belli bardakta siyah çay.',
        ],
        ['qara çay, limon, mürəbbə', 'black tea, lemon, jam', 'чёрный чай, лимон, варенье', 'siyah çay, limon, reçel'],
        [],
      ),
      item(
        'ayran',
        2,
        ['Ayran', 'Ayran', 'Айран', 'Ayran'],
        [
          'Sərinləşdirici duzlu qatıq içkisi.',
          'A refreshing salted yoghurt drink.',
          'Освежающий солёный кисломолочный напиток.',
          'Serinletici tuzlu yoğurt içeceği.',
        ],
        ['qatıq, su, duz', 'yoghurt, water, salt', 'йогурт, вода, соль', 'yoğurt, su, tuz'],
        ['milk'],
      ),
      item(
        'homemade-lemonade',
        4.5,
        ['Ev limonadı', 'Homemade Lemonade', 'Домашний лимонад', 'Ev Yapımı Limonata'],
        ['Təzə limon, nanə və tarxun ilə.', 'Fresh lemons, mint and tarragon.', 'Свежий лимон, мята и тархун.', 'Taze limon, nane ve tarhun ile.'],
        ['limon, nanə, tarxun, şəkər, su', 'lemon, mint, tarragon, sugar, water', 'лимон, мята, тархун, сахар, вода', 'limon, nane, tarhun, şeker, su'],
        [],
      ),
      item(
        'cola',
        2.5,
        ['Kola', 'Cola', 'Кола', 'Kola'],
        ['0,33 l qutu.', '0.33 l can.', 'Банка 0,33 л.', '0,33 l kutu.'],
        ['qazlı içki', 'soft drink', 'газированный напиток', 'gazlı içecek'],
        [],
      ),
      item(
        'fresh-orange-juice',
        5,
        ['Təzə portağal şirəsi', 'Fresh Orange Juice', 'Свежевыжатый апельсиновый сок', 'Taze Portakal Suyu'],
        ['Sifarişlə sıxılır.', 'Squeezed to order.', 'Выжимаем под заказ.', 'Siparişinize özel taze sıkılır.'],
        ['portağal', 'oranges', 'апельсины', 'portakal'],
        [],
        { available: false },
      ),
    ],
  },
  {
    menu: 'main',
    slug: 'desserts',
    name: t(['Desertlər', 'Desserts', 'Десерты', 'Tatlılar']),
    items: [
      item(
        'tiramisu',
        7.5,
        ['Tiramisu', 'Tiramisu', 'Тирамису', 'Tiramisu'],
        [
          'Maskarpone, espresso və kakao ilə öz reseptimizlə hazırlanan tiramisu.',
          'House tiramisu with mascarpone, espresso and cocoa.',
          'Домашний тирамису с маскарпоне, эспрессо и какао.',
          'Kendi tarifimizle hazırladığımız tiramisu: mascarpone, espresso ve kakao.',
        ],
        [
          'maskarpone, savoyardi, espresso, yumurta, kakao',
          'mascarpone, savoiardi, espresso, eggs, cocoa',
          'маскарпоне, савоярди, эспрессо, яйца, какао',
          'mascarpone, kedi dili, espresso, yumurta, kakao',
        ],
        ['gluten', 'milk', 'egg'],
      ),
      item(
        'baku-pakhlava',
        5.5,
        ['Bakı paxlavası', 'Baku Pakhlava', 'Бакинская пахлава', 'Bakü Baklavası'],
        [
          'Qoz, zəfəran və bal ilə qatlı şirniyyat.',
          'Layered pastry with walnuts, saffron and honey.',
          'Слоёное лакомство с грецкими орехами, шафраном и мёдом.',
          'Ceviz, safran ve ballı katmerli tatlı.',
        ],
        [
          'xəmir, qoz, zəfəran, bal, kərə yağı',
          'pastry, walnuts, saffron, honey, butter',
          'тесто, грецкий орех, шафран, мёд, сливочное масло',
          'hamur, ceviz, safran, bal, tereyağı',
        ],
        ['gluten', 'nuts', 'milk', 'egg'],
      ),
    ],
  },
  {
    menu: 'mokaland',
    slug: 'kids-pizzas',
    name: t(['Uşaq pizzaları', "Kids' Pizzas", 'Детская пицца', 'Çocuk Pizzaları']),
    items: [
      item(
        'mini-margherita',
        6.5,
        ['Mini Marqarita', 'Mini Margherita', 'Мини-Маргарита', 'Mini Margarita'],
        [
          'Kiçik əllər üçün 20 sm pizza: pomidor sousu və motsarella.',
          'A 20 cm pizza for small hands: tomato sauce and mozzarella.',
          'Пицца 20 см для маленьких ручек: томатный соус и моцарелла.',
          'Küçük eller için 20 cm pizza: domates sosu ve mozzarella.',
        ],
        ['pomidor sousu, motsarella', 'tomato sauce, mozzarella', 'томатный соус, моцарелла', 'domates sosu, mozzarella'],
        ['gluten', 'milk'],
      ),
      item(
        'smiley-pizza',
        7.5,
        ['Gülən pizza', 'Smiley Pizza', 'Пицца-смайлик', 'Gülen Pizza'],
        [
          'Zeytun gözləri və sosiska təbəssümü olan şən pizza.',
          'A happy face made of olive eyes and a sausage smile.',
          'Весёлая рожица из оливок и сосиски.',
          'Zeytin gözlü ve sosis gülümsemeli neşeli pizza.',
        ],
        [
          'pomidor sousu, motsarella, toyuq sosiskası, zeytun',
          'tomato sauce, mozzarella, chicken sausage, olives',
          'томатный соус, моцарелла, куриная сосиска, оливки',
          'domates sosu, mozzarella, tavuk sosis, zeytin',
        ],
        ['gluten', 'milk'],
        { featured: true },
      ),
    ],
  },
  {
    menu: 'mokaland',
    slug: 'kids-meals',
    name: t(['Uşaq yeməkləri', "Kids' Meals", 'Детские блюда', 'Çocuk Yemekleri']),
    items: [
      item(
        'nuggets-and-fries',
        7,
        ['Naggets və kartof fri', 'Nuggets & Fries', 'Наггетсы с картофелем фри', 'Nugget ve Patates Kızartması'],
        [
          'Altı toyuq naggetsi, kartof fri və ketçup.',
          'Six chicken nuggets, fries and ketchup.',
          'Шесть куриных наггетсов, картофель фри и кетчуп.',
          'Altı tavuk nugget, patates kızartması ve ketçap.',
        ],
        [
          'toyuq, çörək qırıntısı, kartof, ketçup',
          'chicken, breadcrumbs, potatoes, ketchup',
          'курица, панировка, картофель, кетчуп',
          'tavuk, galeta unu, patates, ketçap',
        ],
        ['gluten', 'egg'],
      ),
      item(
        'mini-burger',
        7.9,
        ['Mini burger', 'Mini Burger', 'Мини-бургер', 'Mini Burger'],
        [
          'Mal əti kotleti, pendir və yumşaq bulka.',
          'A beef patty with cheese in a soft bun.',
          'Говяжья котлета с сыром в мягкой булочке.',
          'Yumuşak ekmek arasında peynirli dana köfte.',
        ],
        ['mal əti, pendir, bulka, pomidor', 'beef, cheese, bun, tomato', 'говядина, сыр, булочка, помидор', 'dana eti, peynir, ekmek, domates'],
        ['gluten', 'milk', 'sesame'],
      ),
      item(
        'kids-pasta',
        6.5,
        ['Uşaq pastası', "Kids' Pasta", 'Детская паста', 'Çocuk Makarnası'],
        [
          'Kərə yağı və parmezanla kəpənək formalı pasta.',
          'Butterfly pasta with butter and parmesan.',
          'Паста фарфалле («бабочки») со сливочным маслом и пармезаном.',
          'Tereyağı ve parmesanlı fiyonk makarna.',
        ],
        ['farfalle, kərə yağı, parmezan', 'farfalle, butter, parmesan', 'фарфалле, сливочное масло, пармезан', 'farfalle, tereyağı, parmesan'],
        ['gluten', 'milk'],
      ),
    ],
  },
  {
    menu: 'mokaland',
    slug: 'kids-drinks-desserts',
    name: t(['İçkilər və desertlər', 'Drinks & Desserts', 'Напитки и десерты', 'İçecekler ve Tatlılar']),
    items: [
      item(
        'strawberry-milkshake',
        4.5,
        ['Çiyələkli milkşeyk', 'Strawberry Milkshake', 'Клубничный милкшейк', 'Çilekli Milkshake'],
        ['Süd, dondurma və çiyələk.', 'Milk, ice cream and strawberries.', 'Молоко, мороженое и клубника.', 'Süt, dondurma ve çilek.'],
        ['süd, dondurma, çiyələk', 'milk, ice cream, strawberries', 'молоко, мороженое, клубника', 'süt, dondurma, çilek'],
        ['milk'],
      ),
      item(
        'ice-cream-scoops',
        3.5,
        ['Dondurma (2 top)', 'Ice Cream (2 scoops)', 'Мороженое (2 шарика)', 'Dondurma (2 top)'],
        [
          'Vanil və ya şokolad, rəngli şəkər səpməsi ilə.',
          'Vanilla or chocolate with rainbow sprinkles.',
          'Ванильное или шоколадное с цветной посыпкой.',
          'Vanilya veya çikolata, renkli şeker süsüyle.',
        ],
        ['dondurma, rəngli şəkər səpməsi', 'ice cream, sprinkles', 'мороженое, посыпка', 'dondurma, renkli şeker süsü'],
        ['milk'],
        { customizations: ICE_CREAM_CUSTOMIZATIONS },
      ),
      item(
        'apple-juice-box',
        2,
        ['Alma şirəsi', 'Apple Juice', 'Яблочный сок', 'Elma Suyu'],
        ['0,2 l paket.', '0.2 l box.', 'Пакет 0,2 л.', '0,2 l kutu.'],
        ['alma şirəsi', 'apple juice', 'яблочный сок', 'elma suyu'],
        [],
      ),
    ],
  },
];

/** The delivery zones a new restaurant starts with: the centre within 3 km and the city within 8 km. */
export const DELIVERY_ZONES_SEED = [
  { name: 'Centre', area: { kind: 'radius' as const, radiusKm: 3 }, fee: '2.00', minOrder: '10.00', travelMinutes: 15 },
  { name: 'City', area: { kind: 'radius' as const, radiusKm: 8 }, fee: '4.00', minOrder: '20.00', travelMinutes: 30 },
];
