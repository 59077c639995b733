/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	const __webpack_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	// define __esModule on exports
/******/ 	__webpack_require__.r = (exports) => {
/******/ 		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ 	
/************************************************************************/
let __webpack_exports__ = {};
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ MenuRoutes)
});

;// external "react/jsx-runtime"
const jsx_runtime_namespaceObject = require("react/jsx-runtime");
;// external "shared-lib"
const external_shared_lib_namespaceObject = require("shared-lib");
;// ./src/i18n/az.ts
const az = {
    title: 'Menyumuz',
    mokalandTitle: 'Mokaland uşaq menyusu',
    mokalandSubtitle: 'Kiçik porsiyalar, böyük təbəssümlər.',
    searchLabel: 'Menyuda axtar',
    searchPlaceholder: 'Ad və ya tərkibə görə axtarın',
    allCategories: 'Hamısı',
    categories: 'Kateqoriyalar',
    totalItems_one: '{{count}} məhsul',
    totalItems_other: '{{count}} məhsul',
    noResults: 'Axtarışınıza uyğun məhsul tapılmadı',
    emptyCategory: 'Bu kateqoriyada məhsul yoxdur',
    featured: 'Seçilmiş',
    unavailable: 'Mövcud deyil',
    price: 'Qiymət',
    ingredients: 'Tərkibi',
    allergens: 'Allergenlər',
    cardAllergens: 'Allergenlər: {{list}}',
    dietaryFilters: 'Yalnız bunları göstər',
    noFilterResults: 'Seçilmiş filtrlərə uyğun məhsul yoxdur',
    /** shared-lib's DIETARY_TAGS by code, as the menu cards and filters name them (docs/terminology.md). */ dietaryNames: {
        vegetarian: 'Vegetarian',
        vegan: 'Vegan',
        spicy: 'Acılı',
        meat: 'Ətli'
    },
    /** The allergens of shared-lib's ALLERGENS by code: safety information, named as a diner would look for it. */ allergenNames: {
        gluten: 'qlüten',
        milk: 'süd',
        egg: 'yumurta',
        nuts: 'qoz-fındıq',
        peanuts: 'yer fındığı',
        fish: 'balıq',
        shellfish: 'xərçəngkimilər',
        soy: 'soya',
        celery: 'kərəviz',
        mustard: 'xardal',
        sesame: 'küncüt',
        sulphites: 'sulfitlər',
        lupin: 'lüpin (acı paxla)',
        molluscs: 'molyusklar'
    },
    addToCart: 'Səbətə əlavə et',
    addItemToCart: 'Səbətə əlavə et: {{item}}',
    itemDetails: 'Ətraflı bax: {{item}}',
    addedToCart: '{{item}} səbətə əlavə edildi',
    favouriteAdd: 'Sevimlilərə əlavə et: {{item}}',
    favouriteRemove: 'Sevimlilərdən çıxar: {{item}}',
    viewDetails: 'Ətraflı bax',
    backToMenu: 'Menyuya qayıt',
    backToMokaland: 'Mokaland menyusuna qayıt',
    addWithPrice: 'Səbətə əlavə et · {{price}}',
    itemNotFound: 'Bu məhsul menyuda yoxdur.',
    loadError: 'Menyunu yükləmək mümkün olmadı.',
    retry: 'Yenidən cəhd et',
    pageNotFound: 'Belə səhifə yoxdur.',
    skeletonLabel: 'Menyu yüklənir',
    closeDetails: 'Bağla',
    quantity: 'Say',
    decrease: 'Sayı azalt',
    increase: 'Sayı artır',
    totalPrice: 'Cəmi: {{price}}',
    required: 'məcburi',
    optional: 'istəyə bağlı',
    itemNotFoundTitle: 'Məhsul tapılmadı',
    birthday: {
        title: 'Mokaland ad günü menyusu',
        intro: 'Mokalandda uşaq şənlikləri: yemək, oyunlar və tort, hamısını biz təşkil edirik.',
        backToKids: 'Uşaq menyusuna qayıt',
        loading: 'Ad günü menyusu yüklənir…',
        errorTitle: 'Təəssüf! Menyu əlçatan deyil',
        errorText: 'Ad günü menyusunu göstərmək mümkün olmadı. Zəhmət olmasa onu endirməyə çalışın!',
        tryAgain: 'Yenidən cəhd et',
        documentTitle: 'Ad günü menyusu sənədi',
        fullscreen: 'Tam ekran',
        download: 'Endir',
        bookParty: 'Şənlik sifariş et',
        bookThis: '{{name}} sifariş et',
        featuresTitle: 'Şənlik paketləri',
        perChild: 'hər uşaq üçün {{price}}',
        children: '{{min}}–{{max}} uşaq',
        statsTitle: 'Rəqəmlərlə Mokaland',
        statPackages_one: '{{count}} şənlik paketi',
        statPackages_other: '{{count}} şənlik paketi',
        statChildren: '{{count}} uşağa qədər',
        statPrice: 'hər uşaq üçün ən azı {{price}}',
        statSince: '{{year}} ilindən bəri ailələri qarşılayırıq'
    }
};

;// ./src/i18n/en.ts
const en = {
    title: 'Our menu',
    mokalandTitle: 'Mokaland kids menu',
    mokalandSubtitle: 'Small portions, big smiles.',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'Search by name or ingredient',
    allCategories: 'All',
    categories: 'Categories',
    totalItems_one: '{{count}} item',
    totalItems_other: '{{count}} items',
    noResults: 'No items found matching your search',
    emptyCategory: 'No items in this category',
    featured: 'Featured',
    unavailable: 'Unavailable',
    price: 'Price',
    ingredients: 'Ingredients',
    allergens: 'Allergens',
    cardAllergens: 'Allergens: {{list}}',
    dietaryFilters: 'Show only',
    noFilterResults: 'No items match the chosen filters',
    /** shared-lib's DIETARY_TAGS by code, as the menu cards and filters name them (docs/terminology.md). */ dietaryNames: {
        vegetarian: 'Vegetarian',
        vegan: 'Vegan',
        spicy: 'Spicy',
        meat: 'With meat'
    },
    /** The allergens of shared-lib's ALLERGENS by code: safety information, named as a diner would look for it. */ allergenNames: {
        gluten: 'gluten',
        milk: 'milk',
        egg: 'egg',
        nuts: 'tree nuts',
        peanuts: 'peanuts',
        fish: 'fish',
        shellfish: 'crustaceans',
        soy: 'soy',
        celery: 'celery',
        mustard: 'mustard',
        sesame: 'sesame',
        sulphites: 'sulphites',
        lupin: 'lupin',
        molluscs: 'molluscs'
    },
    addToCart: 'Add to cart',
    addItemToCart: 'Add to cart: {{item}}',
    itemDetails: 'View details: {{item}}',
    addedToCart: '{{item}} added to cart',
    favouriteAdd: 'Add to favourites: {{item}}',
    favouriteRemove: 'Remove from favourites: {{item}}',
    viewDetails: 'View details',
    backToMenu: 'Back to menu',
    backToMokaland: 'Back to Mokaland',
    addWithPrice: 'Add to cart · {{price}}',
    itemNotFound: 'This item is not on the menu.',
    loadError: 'The menu could not be loaded.',
    retry: 'Try again',
    pageNotFound: 'This page does not exist.',
    skeletonLabel: 'Loading the menu',
    closeDetails: 'Close',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    totalPrice: 'Total: {{price}}',
    required: 'required',
    optional: 'optional',
    itemNotFoundTitle: 'Item not found',
    birthday: {
        title: 'Mokaland birthday menu',
        intro: 'Parties for children in Mokaland: food, games and a cake, all arranged for you.',
        backToKids: 'Back to the kids menu',
        loading: 'Loading the birthday menu…',
        errorTitle: 'Oops! Menu not available',
        errorText: "The birthday menu couldn't be loaded. Please try downloading it instead!",
        tryAgain: 'Try Again',
        documentTitle: 'Birthday menu document',
        fullscreen: 'Fullscreen',
        download: 'Download',
        bookParty: 'Book a party',
        bookThis: 'Book the {{name}}',
        featuresTitle: 'Party packages',
        perChild: '{{price}} per child',
        children: '{{min}}–{{max}} children',
        statsTitle: 'Mokaland in numbers',
        statPackages_one: '{{count}} party package',
        statPackages_other: '{{count}} party packages',
        statChildren: 'up to {{count}} children',
        statPrice: 'from {{price}} per child',
        statSince: 'hosting families since {{year}}'
    }
};

;// ./src/i18n/ru.ts
const ru = {
    title: 'Наше меню',
    mokalandTitle: 'Детское меню Mokaland',
    mokalandSubtitle: 'Маленькие порции, большие улыбки.',
    searchLabel: 'Поиск по меню',
    searchPlaceholder: 'Название или ингредиент',
    allCategories: 'Все',
    categories: 'Категории',
    totalItems_one: '{{count}} блюдо',
    totalItems_few: '{{count}} блюда',
    totalItems_many: '{{count}} блюд',
    totalItems_other: '{{count}} блюда',
    noResults: 'По вашему запросу ничего не найдено',
    emptyCategory: 'В этой категории пока нет блюд',
    featured: 'Рекомендуем',
    unavailable: 'Нет в наличии',
    price: 'Цена',
    ingredients: 'Состав',
    allergens: 'Аллергены',
    cardAllergens: 'Аллергены: {{list}}',
    dietaryFilters: 'Показать только',
    noFilterResults: 'Нет блюд под выбранные фильтры',
    /** shared-lib's DIETARY_TAGS by code, as the menu cards and filters name them (docs/terminology.md). */ dietaryNames: {
        vegetarian: 'Вегетарианское',
        vegan: 'Веганское',
        spicy: 'Острое',
        meat: 'С мясом'
    },
    /** The allergens of shared-lib's ALLERGENS by code: safety information, named as a diner would look for it. */ allergenNames: {
        gluten: 'глютен',
        milk: 'молоко',
        egg: 'яйца',
        nuts: 'орехи',
        peanuts: 'арахис',
        fish: 'рыба',
        shellfish: 'ракообразные',
        soy: 'соя',
        celery: 'сельдерей',
        mustard: 'горчица',
        sesame: 'кунжут',
        sulphites: 'сульфиты',
        lupin: 'люпин',
        molluscs: 'моллюски'
    },
    addToCart: 'В корзину',
    addItemToCart: 'В корзину: {{item}}',
    itemDetails: 'Подробнее: {{item}}',
    addedToCart: 'Добавлено в корзину: {{item}}',
    favouriteAdd: 'Добавить в избранное: {{item}}',
    favouriteRemove: 'Убрать из избранного: {{item}}',
    viewDetails: 'Подробнее',
    backToMenu: 'Назад в меню',
    backToMokaland: 'Назад в Mokaland',
    addWithPrice: 'В корзину · {{price}}',
    itemNotFound: 'Этого блюда нет в меню.',
    loadError: 'Не удалось загрузить меню.',
    retry: 'Попробовать снова',
    pageNotFound: 'Такой страницы нет.',
    skeletonLabel: 'Загружаем меню',
    closeDetails: 'Закрыть',
    quantity: 'Количество',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
    totalPrice: 'Итого: {{price}}',
    required: 'обязательно',
    optional: 'необязательно',
    itemNotFoundTitle: 'Блюдо не найдено',
    birthday: {
        title: 'Меню дня рождения Mokaland',
        intro: 'Детские праздники в Mokaland: угощение, игры и торт — мы всё организуем.',
        backToKids: 'Назад в детское меню',
        loading: 'Загружаем меню дня рождения…',
        errorTitle: 'Ой! Меню недоступно',
        errorText: 'Не удалось загрузить меню дня рождения. Попробуйте скачать его!',
        tryAgain: 'Попробовать снова',
        documentTitle: 'Документ с меню дня рождения',
        fullscreen: 'Во весь экран',
        download: 'Скачать',
        bookParty: 'Заказать праздник',
        bookThis: 'Заказать: {{name}}',
        featuresTitle: 'Праздничные пакеты',
        perChild: '{{price}} за ребёнка',
        children: '{{min}}–{{max}} детей',
        statsTitle: 'Mokaland в цифрах',
        statPackages_one: '{{count}} праздничный пакет',
        statPackages_few: '{{count}} праздничных пакета',
        statPackages_many: '{{count}} праздничных пакетов',
        statPackages_other: '{{count}} праздничного пакета',
        statChildren: 'до {{count}} детей',
        statPrice: 'от {{price}} за ребёнка',
        statSince: 'принимаем семьи с {{year}} года'
    }
};

;// ./src/i18n/tr.ts
const tr = {
    title: 'Menümüz',
    mokalandTitle: 'Mokaland çocuk menüsü',
    mokalandSubtitle: 'Küçük porsiyonlar, kocaman gülümsemeler.',
    searchLabel: 'Menüde ara',
    searchPlaceholder: 'İsim veya malzemeye göre arayın',
    allCategories: 'Tümü',
    categories: 'Kategoriler',
    totalItems_one: '{{count}} ürün',
    totalItems_other: '{{count}} ürün',
    noResults: 'Aramanızla eşleşen ürün bulunamadı',
    emptyCategory: 'Bu kategoride ürün yok',
    featured: 'Öne çıkan',
    unavailable: 'Mevcut değil',
    price: 'Fiyat',
    ingredients: 'Malzemeler',
    allergens: 'Alerjenler',
    cardAllergens: 'Alerjenler: {{list}}',
    dietaryFilters: 'Yalnızca bunları göster',
    noFilterResults: 'Seçilen filtrelere uyan ürün yok',
    /** shared-lib's DIETARY_TAGS by code, as the menu cards and filters name them (docs/terminology.md). */ dietaryNames: {
        vegetarian: 'Vejetaryen',
        vegan: 'Vegan',
        spicy: 'Acılı',
        meat: 'Etli'
    },
    /** The allergens of shared-lib's ALLERGENS by code: safety information, named as a diner would look for it. */ allergenNames: {
        gluten: 'gluten',
        milk: 'süt',
        egg: 'yumurta',
        nuts: 'sert kabuklu yemişler',
        peanuts: 'yer fıstığı',
        fish: 'balık',
        shellfish: 'kabuklu deniz ürünleri',
        soy: 'soya',
        celery: 'kereviz',
        mustard: 'hardal',
        sesame: 'susam',
        sulphites: 'sülfitler',
        lupin: 'acı bakla',
        molluscs: 'yumuşakçalar'
    },
    addToCart: 'Sepete ekle',
    addItemToCart: 'Sepete ekle: {{item}}',
    itemDetails: 'Detayları gör: {{item}}',
    addedToCart: '{{item}} sepete eklendi',
    favouriteAdd: 'Favorilere ekle: {{item}}',
    favouriteRemove: 'Favorilerden çıkar: {{item}}',
    viewDetails: 'Detayları gör',
    backToMenu: 'Menüye dön',
    backToMokaland: 'Mokaland menüsüne dön',
    addWithPrice: 'Sepete ekle · {{price}}',
    itemNotFound: 'Bu ürün menüde yok.',
    loadError: 'Menü yüklenemedi.',
    retry: 'Tekrar dene',
    pageNotFound: 'Böyle bir sayfa yok.',
    skeletonLabel: 'Menü yükleniyor',
    closeDetails: 'Kapat',
    quantity: 'Adet',
    decrease: 'Adedi azalt',
    increase: 'Adedi artır',
    totalPrice: 'Toplam: {{price}}',
    required: 'zorunlu',
    optional: 'isteğe bağlı',
    itemNotFoundTitle: 'Ürün bulunamadı',
    birthday: {
        title: 'Mokaland doğum günü menüsü',
        intro: "Mokaland'da çocuk partileri: yemek, oyunlar ve pasta, hepsini biz ayarlıyoruz.",
        backToKids: 'Çocuk menüsüne dön',
        loading: 'Doğum günü menüsü yükleniyor…',
        errorTitle: 'Eyvah! Menü kullanılamıyor',
        errorText: 'Doğum günü menüsü yüklenemedi. Lütfen indirmeyi deneyin!',
        tryAgain: 'Tekrar dene',
        documentTitle: 'Doğum günü menüsü belgesi',
        fullscreen: 'Tam ekran',
        download: 'İndir',
        bookParty: 'Parti ayırt',
        bookThis: '{{name}} ayırt',
        featuresTitle: 'Parti paketleri',
        perChild: 'çocuk başına {{price}}',
        children: '{{min}}–{{max}} çocuk',
        statsTitle: 'Rakamlarla Mokaland',
        statPackages_one: '{{count}} parti paketi',
        statPackages_other: '{{count}} parti paketi',
        statChildren: '{{count}} çocuğa kadar',
        statPrice: 'çocuk başına {{price}} itibaren',
        statSince: '{{year}} yılından beri aileleri ağırlıyoruz'
    }
};

;// ./src/i18n/index.ts




/** mf-menu's texts: the `menu` namespace, added to the shell's i18next when the remote loads. */ const menuTranslations = {
    az: az,
    en: en,
    ru: ru,
    tr: tr
};

;// external "react"
const external_react_namespaceObject = require("react");
;// external "shared-lib/server-state"
const server_state_namespaceObject = require("shared-lib/server-state");
;// ./src/birthday/birthday-menu-page.tsx




const OPEN_SINCE = 1995;
const NO_PACKAGES = [];
function Packages({ lang, packages }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    if (packages.length === 0) return null;
    const cheapest = Math.min(...packages.map((p)=>Number(p.pricePerChild)));
    const most = Math.max(...packages.map((p)=>p.maxChildren));
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
                className: "menu-party-stats",
                "aria-label": t('birthday.statsTitle'),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                        children: t('birthday.statsTitle')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("ul", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                children: t('birthday.statPackages', {
                                    count: packages.length
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                children: t('birthday.statChildren', {
                                    count: most
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                children: t('birthday.statPrice', {
                                    price: (0,external_shared_lib_namespaceObject.formatMoney)(cheapest)
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                children: t('birthday.statSince', {
                                    year: OPEN_SINCE
                                })
                            })
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                        children: t('birthday.featuresTitle')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                        className: "menu-grid",
                        children: packages.map((p)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("article", {
                                className: "menu-card menu-party",
                                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                    className: "menu-card-body",
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h3", {
                                            className: "menu-card-title",
                                            children: p.name
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                            className: "menu-price",
                                            children: t('birthday.perChild', {
                                                price: (0,external_shared_lib_namespaceObject.formatMoney)(Number(p.pricePerChild))
                                            })
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                            children: t('birthday.children', {
                                                min: p.minChildren,
                                                max: p.maxChildren
                                            })
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                            className: "menu-card-text",
                                            children: p.description
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                                            children: p.includes.map((line)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                                    children: line
                                                }, line))
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                                            className: "menu-add",
                                            to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, `/reservations?occasion=birthday&package=${p.slug}`),
                                            children: t('birthday.bookThis', {
                                                name: p.name
                                            })
                                        })
                                    ]
                                })
                            }, p.slug))
                    })
                ]
            })
        ]
    });
}
/** SPEC 2.6, 8.4: the birthday menu document, with loading, error (and Try Again) and loaded states. */ function BirthdayMenuPage({ lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const url = `${external_shared_lib_namespaceObject.API_BASE_PATH}${external_shared_lib_namespaceObject.BIRTHDAY_MENU_PATH}?lang=${lang}`;
    const [status, setStatus] = (0,external_react_namespaceObject.useState)('loading');
    // the packages of the party menu; none shown while they load or if they cannot
    const packages = server_state_namespaceObject.menuReads.useBirthdayPackagesQuery({
        lang
    }).currentData ?? NO_PACKAGES;
    const frame = (0,external_react_namespaceObject.useRef)(null);
    const load = (0,external_react_namespaceObject.useCallback)(()=>{
        setStatus('loading');
        fetch(url, {
            headers: {
                Accept: 'application/pdf'
            }
        }).then((res)=>setStatus(res.ok && (res.headers.get('content-type') ?? '').includes('application/pdf') ? 'ready' : 'error')).catch(()=>setStatus('error'));
    }, [
        url
    ]);
    (0,external_react_namespaceObject.useEffect)(load, [
        load
    ]);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "menu-page menu-page-mokaland menu-birthday",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Link, {
                className: "menu-link",
                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/mokaland'),
                children: [
                    "← ",
                    t('birthday.backToKids')
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("header", {
                className: "menu-hero",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                        children: t('birthday.title')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        children: t('birthday.intro')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "menu-toolbar",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                        className: "menu-add",
                        to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/reservations?occasion=birthday'),
                        children: t('birthday.bookParty')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("a", {
                        className: "menu-link",
                        href: url,
                        download: `mokaland-birthday-menu-${lang}.pdf`,
                        children: t('birthday.download')
                    }),
                    status === 'ready' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: "menu-tab",
                        onClick: ()=>void frame.current?.requestFullscreen?.(),
                        children: t('birthday.fullscreen')
                    })
                ]
            }),
            status === 'loading' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "menu-skeleton menu-document",
                role: "status",
                children: t('birthday.loading')
            }),
            status === 'error' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "menu-status",
                role: "alert",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                        children: t('birthday.errorTitle')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        children: t('birthday.errorText')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: "menu-add",
                        onClick: load,
                        children: t('birthday.tryAgain')
                    })
                ]
            }),
            status === 'ready' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("iframe", {
                ref: frame,
                className: "menu-document",
                src: url,
                title: t('birthday.documentTitle'),
                allowFullScreen: true
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Packages, {
                lang: lang,
                packages: packages
            })
        ]
    });
}

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toKebabCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const toKebabCase = (string) => string?.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();


//# sourceMappingURL=toKebabCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toLucideIconData.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



function toLucideIconData(iconName, iconNode, aliases = []) {
  if (iconNode == null) {
    throw new Error("[lucide]: iconNode is required when icon name is used");
  }
  return {
    name: toKebabCase(iconName),
    size: 24,
    node: iconNode,
    ...aliases.length > 0 ? { aliases } : {}
  };
}


//# sourceMappingURL=toLucideIconData.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toCamelCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const toCamelCase = (string) => {
  let out = "";
  let upperNext = false;
  for (const ch of string) {
    if (ch === "-" || ch === "_" || ch <= " ") {
      upperNext = out.length > 0;
      continue;
    }
    if (out.length === 0) {
      out += ch.toLowerCase();
    } else {
      out += upperNext ? ch.toUpperCase() : ch;
    }
    upperNext = false;
  }
  return out;
};


//# sourceMappingURL=toCamelCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/toPascalCase.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const toPascalCase = (string) => {
  const camelCase = toCamelCase(string);
  return camelCase.charAt(0).toUpperCase() + camelCase.slice(1);
};


//# sourceMappingURL=toPascalCase.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const mergeClasses = (...classes) => {
  const tokens = /* @__PURE__ */ new Set();
  for (const cls of classes) {
    if (typeof cls !== "string") continue;
    for (const token of cls.split(/\s+/)) {
      if (token) tokens.add(token);
    }
  }
  return [...tokens].join(" ");
};


//# sourceMappingURL=mergeClasses.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/defaultAttributes.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const defaultAttributes = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": 2,
  "stroke-linecap": "round",
  "stroke-linejoin": "round"
};


//# sourceMappingURL=defaultAttributes.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/buildLucideIconNode.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */




function isDefined(value) {
  return value !== null && value !== void 0;
}
function buildLucideIconNode(icon, params = {}) {
  const attributeNames = params.attributeNames ?? {};
  const getAttributeName = (attributeName) => attributeNames[attributeName] ?? attributeName;
  const viewBoxWidth = icon.size ?? icon.width ?? defaultAttributes["width"];
  const viewBoxHeight = icon.size ?? icon.height ?? defaultAttributes["height"];
  const aliasClassNames = icon.aliases?.filter((alias) => typeof alias === "string" && alias.trim() !== "").map((alias) => `lucide-${alias}`) ?? [];
  const iconClassNames = [...icon.name ? [`lucide-${icon.name}`] : [], ...aliasClassNames];
  const classNamesFromClassName = params.className?.split(" ").filter(Boolean) ?? [];
  const className = params.includeDefaultClasses === false ? mergeClasses(...classNamesFromClassName) : mergeClasses("lucide", ...iconClassNames, ...classNamesFromClassName);
  const calculatedStrokeWidth = params.absoluteStrokeWidth ? Number(params.strokeWidth ?? defaultAttributes["stroke-width"]) * Number(icon.size ?? icon.width ?? defaultAttributes["width"]) / Number(params.size ?? params.width ?? defaultAttributes["width"]) : params.strokeWidth ?? defaultAttributes["stroke-width"];
  const attributes = {
    ...Object.entries(defaultAttributes).reduce((attrs, [attrName, value]) => {
      attrs[getAttributeName(attrName)] = value;
      return attrs;
    }, {}),
    ..."color" in params && params.color && {
      [getAttributeName("stroke")]: params.color
    },
    ..."size" in params && isDefined(params.size) && {
      [getAttributeName("width")]: params.size,
      [getAttributeName("height")]: params.size
    },
    ..."width" in params && isDefined(params.width) && {
      [getAttributeName("width")]: params.width
    },
    ..."height" in params && isDefined(params.height) && {
      [getAttributeName("height")]: params.height
    },
    [getAttributeName("stroke-width")]: calculatedStrokeWidth,
    ...className && {
      [getAttributeName("class")]: className
    },
    [getAttributeName("viewBox")]: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
    ...params.hasA11yProp === false ? {
      [getAttributeName("aria-hidden")]: "true"
    } : {},
    ..."attributes" in params && params.attributes
  };
  return [
    "svg",
    attributes,
    icon.node.map((child) => {
      const [name, attrs, children] = child;
      const nextAttrs = params.nonScalingStroke ? { [getAttributeName("vector-effect")]: "non-scaling-stroke", ...attrs } : attrs;
      return children ? [name, nextAttrs, children] : [name, nextAttrs];
    })
  ];
}


//# sourceMappingURL=buildLucideIconNode.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



function buildLucideIconForReact(icon, params = {}) {
  return buildLucideIconNode(icon, {
    ...params,
    attributeNames: {
      ...params.attributeNames,
      class: "className",
      "stroke-width": "strokeWidth",
      "stroke-linecap": "strokeLinecap",
      "stroke-linejoin": "strokeLinejoin",
      "vector-effect": "vectorEffect"
    }
  });
}


//# sourceMappingURL=buildLucideIconForReact.mjs.map

;// ../node_modules/lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */

const hasA11yProp = (props) => {
  if (props == null || typeof props !== "object") {
    return false;
  }
  for (const prop in props) {
    if (Object.prototype.hasOwnProperty.call(props, prop) && (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null) {
      return true;
    }
  }
  return false;
};


//# sourceMappingURL=hasA11yProp.mjs.map

;// ../node_modules/lucide-react/dist/esm/context.mjs
/* unused harmony import specifier */ var useMemo;
/* unused harmony import specifier */ var createElement;

"use client";
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const LucideContext = (0,external_react_namespaceObject.createContext)({});
function LucideProvider({
  children,
  size,
  color,
  strokeWidth,
  absoluteStrokeWidth,
  nonScalingStroke,
  className
}) {
  const value = useMemo(
    () => ({
      size,
      color,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className
    }),
    [size, color, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className]
  );
  return createElement(LucideContext.Provider, { value }, children);
}
const useLucideContext = () => (0,external_react_namespaceObject.useContext)(LucideContext);


//# sourceMappingURL=context.mjs.map

;// ../node_modules/lucide-react/dist/esm/Icon.mjs

"use client";
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */







const Icon = (0,external_react_namespaceObject.forwardRef)(
  ({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = "",
    children,
    iconNode = [],
    icon = {
      node: iconNode,
      aliases: [],
      size: 24
    },
    ...rest
  }, ref) => {
    const {
      size: contextSize = 24,
      strokeWidth: contextStrokeWidth = 2,
      absoluteStrokeWidth: contextAbsoluteStrokeWidth = false,
      nonScalingStroke: contextNonScalingStroke = false,
      color: contextColor = "currentColor",
      className: contextClass = ""
    } = useLucideContext() ?? {};
    const hasAccessibleProp = Boolean(children) || hasA11yProp(rest);
    const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, {
      color: color ?? contextColor,
      width: width ?? size ?? contextSize,
      height: height ?? size ?? contextSize,
      strokeWidth: strokeWidth ?? contextStrokeWidth,
      absoluteStrokeWidth: absoluteStrokeWidth ?? contextAbsoluteStrokeWidth,
      nonScalingStroke: nonScalingStroke ?? contextNonScalingStroke,
      className: mergeClasses(contextClass, className),
      hasA11yProp: hasAccessibleProp,
      attributes: rest
    });
    return (0,external_react_namespaceObject.createElement)(
      name,
      {
        ref,
        ...svgAttributes
      },
      [
        ...builtIconNode.map(([tag, attrs]) => (0,external_react_namespaceObject.createElement)(tag, attrs)),
        ...Array.isArray(children) ? children : [children]
      ]
    );
  }
);


//# sourceMappingURL=Icon.mjs.map

;// ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */






function createLucideIcon(iconDataOrName, iconNode = [], aliases = []) {
  const iconData = typeof iconDataOrName === "string" ? toLucideIconData(iconDataOrName, iconNode, aliases) : iconDataOrName;
  const Component = (0,external_react_namespaceObject.forwardRef)(
    ({ className, ...props }, ref) => (0,external_react_namespaceObject.createElement)(Icon, {
      ref,
      icon: iconData,
      className,
      ...props
    })
  );
  if (iconData.name) {
    Component.displayName = toPascalCase(iconData.name);
  }
  return Component;
}


//# sourceMappingURL=createLucideIcon.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/minus.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "minus",
  size: 24,
  node: [["path", { d: "M5 12h14", key: "1ays0h" }]]
};
__iconData.node;
const Minus = createLucideIcon(__iconData);


//# sourceMappingURL=minus.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const plus_iconData = {
  name: "plus",
  size: 24,
  node: [
    ["path", { d: "M5 12h14", key: "1ays0h" }],
    ["path", { d: "M12 5v14", key: "s699le" }]
  ]
};
plus_iconData.node;
const Plus = createLucideIcon(plus_iconData);


//# sourceMappingURL=plus.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/x.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const x_iconData = {
  name: "x",
  size: 24,
  node: [
    ["path", { d: "M18 6 6 18", key: "1bl5f8" }],
    ["path", { d: "m6 6 12 12", key: "d8bk6v" }]
  ]
};
x_iconData.node;
const X = createLucideIcon(x_iconData);


//# sourceMappingURL=x.mjs.map

;// ../node_modules/lucide-react/dist/esm/icons/heart.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const heart_iconData = {
  name: "heart",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
        key: "mvr1a0"
      }
    ]
  ]
};
heart_iconData.node;
const Heart = createLucideIcon(heart_iconData);


//# sourceMappingURL=heart.mjs.map

;// ./src/menu/favourite-button.tsx




/**
 * Read once per page (the menu list passes it to every card): a signed-in diner's favourites and the mutation that
 * changes them. Signed out, or while the session is checked, there is nothing to show.
 */ function useFavouriteToggle(lang) {
    const { account, favourites } = (0,server_state_namespaceObject.useFavourites)(lang);
    const [setFavourite, { isLoading }] = server_state_namespaceObject.dinerMemory.useSetFavouriteMutation();
    if (!account) return null;
    const isFavourite = (itemId)=>favourites?.some((f)=>f.item.id === itemId) ?? false;
    return {
        isFavourite,
        toggle: (item)=>void setFavourite({
                itemId: item.id,
                favourite: !isFavourite(item.id),
                lang
            }),
        busy: favourites === undefined || isLoading
    };
}
/**
 * A signed-in diner marks a dish as a favourite (the home page lists them). Not shown to anyone else: there is
 * nothing to keep it in. The heart says its state in words to a screen reader (a toggle button).
 */ function FavouriteButton({ item, favourites, className = '' }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    if (!favourites) return null;
    const on = favourites.isFavourite(item.id);
    const label = t(on ? 'favouriteRemove' : 'favouriteAdd', {
        item: item.name
    });
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
        type: "button",
        className: `menu-favourite${on ? ' is-on' : ''} ${className}`,
        "aria-pressed": on,
        "aria-label": label,
        title: label,
        disabled: favourites.busy,
        "data-testid": "favourite",
        onClick: ()=>favourites.toggle(item),
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Heart, {
            className: "menu-icon",
            "aria-hidden": "true",
            focusable: "false",
            fill: on ? 'currentColor' : 'none'
        })
    });
}

;// ./src/menu/load-error.tsx


/** The menu could not be loaded: say so and offer a retry. */ function LoadError({ onRetry }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: "menu-status",
        role: "alert",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: t('loadError')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "button",
                className: "menu-add",
                onClick: onRetry,
                children: t('retry')
            })
        ]
    });
}

;// ./src/menu/menu-paths.ts
/** An item's page (shared-lib's rule: the home page links the diner's favourites the same way). */ 
/** The page an item page goes back to. */ const MENU_PATH = {
    main: '/menu',
    mokaland: '/mokaland'
};

;// ./src/menu/item-detail-page.tsx








function OptionGroup({ group, choices, onChange }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const picked = choices[group.key];
    const delta = (p)=>Number(p) === 0 ? '' : ` (${Number(p) > 0 ? '+' : '−'}${(0,external_shared_lib_namespaceObject.formatMoney)(Math.abs(Number(p)))})`;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("fieldset", {
        className: "menu-options",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("legend", {
                children: [
                    group.name,
                    " ",
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
                        className: "menu-mark",
                        children: [
                            "(",
                            group.required ? t('required') : t('optional'),
                            ")"
                        ]
                    })
                ]
            }),
            group.options.map((o)=>{
                const id = `opt-${group.key}-${o.key}`;
                const checked = Array.isArray(picked) ? picked.includes(o.key) : picked === o.key;
                return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                    htmlFor: id,
                    className: "menu-option",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                            id: id,
                            type: group.multiple ? 'checkbox' : 'radio',
                            name: group.key,
                            checked: checked,
                            onChange: (e)=>{
                                if (!group.multiple) return onChange({
                                    ...choices,
                                    [group.key]: o.key
                                });
                                const current = Array.isArray(picked) ? picked : [];
                                onChange({
                                    ...choices,
                                    [group.key]: e.target.checked ? [
                                        ...current,
                                        o.key
                                    ] : current.filter((k)=>k !== o.key)
                                });
                            }
                        }),
                        o.name,
                        delta(o.priceDelta)
                    ]
                }, o.key);
            })
        ]
    });
}
/** The item as a page, or as a sheet over the menu on a phone (its heading then names the dialog). */ function ItemDetail({ item, lang, menu, sheet }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const store = (0,external_shared_lib_namespaceObject.useStore)();
    const [choices, setChoices] = (0,external_react_namespaceObject.useState)(()=>(0,external_shared_lib_namespaceObject.defaultChoices)(item.customizations));
    const [quantity, setQuantity] = (0,external_react_namespaceObject.useState)(1);
    const unit = (0,external_shared_lib_namespaceObject.unitPrice)(item, choices);
    const total = (0,external_shared_lib_namespaceObject.fromQapik)((0,external_shared_lib_namespaceObject.toQapik)(unit) * quantity);
    const add = ()=>{
        (0,external_shared_lib_namespaceObject.addToCart)(dispatch, store.getState, {
            id: String(item.id),
            name: item.name,
            price: Number(unit),
            image: item.image ?? '',
            category: item.category,
            quantity,
            customizations: (0,external_shared_lib_namespaceObject.cartCustomizations)(choices)
        });
        dispatch((0,external_shared_lib_namespaceObject.toastRequested)({
            message: t('addedToCart', {
                item: item.name
            }),
            type: 'success',
            duration: external_shared_lib_namespaceObject.TOAST_DURATIONS.cartAdd
        }));
        sheet?.onAdded();
    };
    const favourites = useFavouriteToggle(lang);
    const Heading = sheet ? 'h2' : 'h1';
    const Subheading = sheet ? 'h3' : 'h2';
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("article", {
        className: `menu-detail${sheet ? ' menu-sheet-body' : ' menu-page'}`,
        children: [
            !sheet && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Link, {
                className: "menu-link",
                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, MENU_PATH[menu]),
                children: [
                    "← ",
                    t(menu === 'mokaland' ? 'backToMokaland' : 'backToMenu')
                ]
            }),
            item.image && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.DishPicture, {
                className: "menu-detail-image",
                image: item.image,
                alt: item.name,
                sizes: "(max-width: 767px) 100vw, 720px",
                eager: true
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "menu-card-badges",
                children: [
                    item.featured && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "menu-badge menu-badge-featured",
                        children: t('featured')
                    }),
                    !item.available && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "menu-badge menu-badge-unavailable",
                        children: t('unavailable')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Heading, {
                id: sheet ? 'menu-sheet-title' : undefined,
                children: item.name
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: item.description
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Subheading, {
                children: t('ingredients')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: item.ingredients
            }),
            item.allergens.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Subheading, {
                        children: t('allergens')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        "data-testid": "item-allergens",
                        children: item.allergens.map((a)=>(0,external_shared_lib_namespaceObject.isAllergen)(a) ? t(`allergenNames.${a}`) : a).join(', ')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "menu-price",
                "data-testid": "item-unit-price",
                children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(unit))
            }),
            item.customizations.map((g)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(OptionGroup, {
                    group: g,
                    choices: choices,
                    onChange: setChoices
                }, g.key)),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "menu-detail-actions",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "menu-quantity",
                        role: "group",
                        "aria-label": t('quantity'),
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                "aria-label": t('decrease'),
                                disabled: quantity <= 1,
                                onClick: ()=>setQuantity((q)=>Math.max(1, q - 1)),
                                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Minus, {
                                    className: "menu-icon",
                                    "aria-hidden": "true",
                                    focusable: "false"
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("output", {
                                "aria-live": "polite",
                                children: quantity
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                "aria-label": t('increase'),
                                disabled: quantity >= external_shared_lib_namespaceObject.MAX_LINE_QUANTITY,
                                onClick: ()=>setQuantity((q)=>Math.min(external_shared_lib_namespaceObject.MAX_LINE_QUANTITY, q + 1)),
                                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Plus, {
                                    className: "menu-icon",
                                    "aria-hidden": "true",
                                    focusable: "false"
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        className: "menu-visually-hidden",
                        "data-testid": "item-total",
                        children: t('totalPrice', {
                            price: (0,external_shared_lib_namespaceObject.formatMoney)(Number(total))
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: "menu-add menu-detail-add",
                        disabled: !item.available,
                        onClick: add,
                        children: t('addWithPrice', {
                            price: (0,external_shared_lib_namespaceObject.formatMoney)(Number(total))
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(FavouriteButton, {
                        item: item,
                        favourites: favourites
                    })
                ]
            })
        ]
    });
}
/** Loads the item of the address's :id from its menu (the page's server-state cache), and tells the shell which item is shown (title and tags). */ function useItem(menu, lang) {
    const { id = '' } = (0,external_shared_lib_namespaceObject.useParams)();
    const query = server_state_namespaceObject.menuReads.useMenuItemQuery({
        menu,
        id,
        lang
    });
    // Opened from the list, the dish is already in the list's cache entry (read with RTK Query's documented
    // `useQueryState`, which reads the cache and never starts a request): it shows at once, and with no
    // network (the menu in the pocket) it still opens.
    const listed = server_state_namespaceObject.menuReads.endpoints.menuItems.useQueryState({
        menu,
        lang
    }, {
        selectFromResult: (r)=>({
                item: r.data?.find((i)=>String(i.id) === id)
            })
    }).item;
    const failure = query.error;
    const item = query.currentData ?? listed;
    const state = item ? {
        status: 'ready',
        item
    } : failure ? {
        status: (0,external_shared_lib_namespaceObject.isApiFailure)(failure) && failure.status === 404 ? 'missing' : 'error'
    } : {
        status: 'loading'
    };
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (id) (0,external_shared_lib_namespaceObject.track)('item_details_viewed', {
            id
        });
    }, [
        id
    ]);
    const shown = state.status === 'ready' ? state.item : state.status === 'missing' ? null : undefined;
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (shown !== undefined) dispatch((0,external_shared_lib_namespaceObject.pageItemShown)({
            id,
            lang,
            item: shown
        }));
    }, [
        dispatch,
        id,
        lang,
        shown
    ]);
    return {
        state,
        retry: ()=>void query.refetch()
    };
}
function ItemDetailPage({ lang, menu }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const { state, retry } = useItem(menu, lang);
    if (state.status === 'loading') return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "menu-skeleton menu-detail",
        role: "status",
        "aria-label": t('skeletonLabel')
    });
    if (state.status === 'error') return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LoadError, {
        onRetry: retry
    });
    if (state.status === 'missing' || state.status !== 'ready') return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "menu-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Link, {
                className: "menu-link",
                to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, MENU_PATH[menu]),
                children: [
                    "← ",
                    t(menu === 'mokaland' ? 'backToMokaland' : 'backToMenu')
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                children: t('itemNotFoundTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: t('itemNotFound')
            })
        ]
    });
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ItemDetail, {
        item: state.item,
        lang: lang,
        menu: menu
    }, state.item.id);
}
/**
 * On a phone, an item opened from the menu list rises as a bottom sheet over the list (a modal dialog: Esc, a tap
 * outside or the close button go back to the list where it was). Its address is the item page's, so a shared link
 * opens the page.
 */ function ItemSheet({ lang, menu }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const { state, retry } = useItem(menu, lang);
    const navigate = (0,external_shared_lib_namespaceObject.useNavigate)();
    const dialog = (0,external_react_namespaceObject.useRef)(null);
    const closing = (0,external_react_namespaceObject.useRef)(false);
    const close = ()=>{
        if (closing.current) return;
        closing.current = true;
        navigate(-1);
    };
    (0,external_react_namespaceObject.useEffect)(()=>{
        const box = dialog.current;
        if (box && !box.open) box.showModal();
        return ()=>box?.close();
    }, []);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("dialog", {
        ref: dialog,
        className: "menu-sheet",
        "aria-labelledby": state.status === 'ready' ? 'menu-sheet-title' : undefined,
        "aria-label": state.status === 'ready' ? undefined : t('skeletonLabel'),
        "data-testid": "item-sheet",
        onCancel: (e)=>{
            e.preventDefault();
            close();
        },
        onClick: (e)=>{
            if (e.target === e.currentTarget) close();
        },
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "button",
                className: "menu-sheet-close",
                "aria-label": t('closeDetails'),
                onClick: close,
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(X, {
                    className: "menu-icon",
                    "aria-hidden": "true",
                    focusable: "false"
                })
            }),
            state.status === 'loading' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "menu-skeleton",
                role: "status",
                "aria-label": t('skeletonLabel')
            }),
            state.status === 'error' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LoadError, {
                onRetry: retry
            }),
            state.status === 'missing' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                className: "menu-status",
                children: t('itemNotFound')
            }),
            state.status === 'ready' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ItemDetail, {
                item: state.item,
                lang: lang,
                menu: menu,
                sheet: {
                    onAdded: close
                }
            }, state.item.id)
        ]
    });
}

;// ./src/menu/item-sheet-link.ts
/** Phones (below 768 px) show an item opened from the menu list as a sheet over the list. */ const SHEET_MEDIA = '(max-width: 767.98px)';
/** The state a "View details" link carries: the list's location, for the sheet to rise over. */ function sheetState(list) {
    return {
        sheetOver: list,
        keepScroll: true
    };
}
/** The list under an open item sheet, or undefined where the item is shown as a page (a shared link, a laptop). */ function sheetBackground(location) {
    const over = location.state?.sheetOver;
    if (!over || typeof window === 'undefined' || !window.matchMedia?.(SHEET_MEDIA).matches) return undefined;
    return over;
}

;// ./src/menu/menu-item-card.tsx




/** Adds through the cart contract and says so (SPEC 8.3: '{item} added to cart', 2000 ms). */ function useAddToCart() {
    const dispatch = (0,external_shared_lib_namespaceObject.useDispatch)();
    const store = (0,external_shared_lib_namespaceObject.useStore)();
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    return (item)=>{
        // From the list, an item with options goes in with its defaults (a medium pizza); the item page lets diners choose.
        const choices = (0,external_shared_lib_namespaceObject.defaultChoices)(item.customizations);
        (0,external_shared_lib_namespaceObject.addToCart)(dispatch, store.getState, {
            id: String(item.id),
            name: item.name,
            price: Number((0,external_shared_lib_namespaceObject.unitPrice)(item, choices)),
            image: item.image ?? '',
            category: item.category,
            customizations: (0,external_shared_lib_namespaceObject.cartCustomizations)(choices)
        });
        dispatch((0,external_shared_lib_namespaceObject.toastRequested)({
            message: t('addedToCart', {
                item: item.name
            }),
            type: 'success',
            duration: external_shared_lib_namespaceObject.TOAST_DURATIONS.cartAdd
        }));
    };
}
/** The first cards are on screen as the page opens: their pictures load at once, the rest as the diner scrolls. */ const EAGER_IMAGE_CARDS = 2;
function MenuItemCard({ item, detailsHref, favourites, eagerImage = false }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const add = useAddToCart();
    const location = (0,external_shared_lib_namespaceObject.useLocation)();
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("article", {
        className: `menu-card${item.available ? '' : ' is-unavailable'}`,
        "data-testid": "menu-item",
        children: [
            item.image && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.DishPicture, {
                className: "menu-card-image",
                image: item.image,
                alt: "",
                sizes: "(max-width: 639px) calc(100vw - 32px), 360px",
                eager: eagerImage
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(FavouriteButton, {
                item: item,
                favourites: favourites,
                className: "menu-card-favourite"
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "menu-card-body",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "menu-card-badges",
                        children: [
                            item.featured && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                className: "menu-badge menu-badge-featured",
                                children: t('featured')
                            }),
                            !item.available && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                className: "menu-badge menu-badge-unavailable",
                                children: t('unavailable')
                            }),
                            item.dietary.filter(external_shared_lib_namespaceObject.isDietaryTag).map((tag)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                    className: `menu-badge menu-diet-${tag}`,
                                    "data-testid": "menu-diet",
                                    children: t(`dietaryNames.${tag}`)
                                }, tag))
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                        className: "menu-card-title",
                        children: item.name
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        className: "menu-card-text",
                        children: item.description
                    }),
                    item.allergens.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        className: "menu-card-allergens",
                        "data-testid": "menu-card-allergens",
                        children: t('cardAllergens', {
                            list: item.allergens.map((a)=>(0,external_shared_lib_namespaceObject.isAllergen)(a) ? t(`allergenNames.${a}`) : a).join(', ')
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "menu-card-footer",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                className: "menu-price",
                                "aria-label": t('price'),
                                children: (0,external_shared_lib_namespaceObject.formatMoney)(Number(item.price))
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                                className: "menu-link",
                                to: detailsHref,
                                state: sheetState(location),
                                "aria-label": t('itemDetails', {
                                    item: item.name
                                }),
                                children: t('viewDetails')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                className: "menu-add",
                                disabled: !item.available,
                                "aria-label": t('addItemToCart', {
                                    item: item.name
                                }),
                                onClick: ()=>add(item),
                                children: t('addToCart')
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/menu/use-menu.ts

/**
 * Both lists of one menu in one language, from the page's server-state cache (shared-lib/server-state). A menu the
 * site's server rendered the page with shows at once, with no loading state and no second request.
 */ function useMenu(menu, lang) {
    const categoriesQuery = server_state_namespaceObject.menuReads.useMenuCategoriesQuery({
        menu,
        lang
    });
    const itemsQuery = server_state_namespaceObject.menuReads.useMenuItemsQuery({
        menu,
        lang
    });
    const categories = (0,server_state_namespaceObject.withServerAnswer)(categoriesQuery, server_state_namespaceObject.MENU_REQUESTS.categories(menu, lang));
    const items = (0,server_state_namespaceObject.withServerAnswer)(itemsQuery, server_state_namespaceObject.MENU_REQUESTS.items(menu, lang));
    const retry = ()=>{
        void categoriesQuery.refetch();
        void itemsQuery.refetch();
    };
    if (categories && items) return {
        state: {
            status: 'ready',
            data: {
                categories,
                items
            }
        },
        retry
    };
    const failed = categoriesQuery.error ?? itemsQuery.error;
    if (failed) return {
        state: {
            status: 'error',
            message: failed.message ?? ''
        },
        retry
    };
    return {
        state: {
            status: 'loading'
        },
        retry
    };
}

;// ./src/menu/menu-page.tsx








const ALL = '';
function MenuPage({ menu, lang }) {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    const { state, retry } = useMenu(menu, lang);
    const favourites = useFavouriteToggle(lang);
    const [category, setCategory] = (0,external_react_namespaceObject.useState)(ALL);
    const [query, setQuery] = (0,external_react_namespaceObject.useState)('');
    const [diets, setDiets] = (0,external_react_namespaceObject.useState)([]);
    (0,external_react_namespaceObject.useEffect)(()=>(0,external_shared_lib_namespaceObject.track)('menu_viewed', {
            menu,
            lang
        }), [
        menu,
        lang
    ]);
    const visible = (0,external_react_namespaceObject.useMemo)(()=>{
        if (state.status !== 'ready') return [];
        const found = (0,external_shared_lib_namespaceObject.filterByDietaryTags)((0,external_shared_lib_namespaceObject.searchMenuItems)(state.data.items, query), diets);
        return category === ALL ? found : found.filter((i)=>i.category === category);
    }, [
        state,
        query,
        category,
        diets
    ]);
    // Only the tags some dish of this menu carries are offered as filters.
    const offeredDiets = state.status === 'ready' ? external_shared_lib_namespaceObject.DIETARY_TAGS.filter((tag)=>state.data.items.some((i)=>i.dietary.includes(tag))) : [];
    const toggleDiet = (tag)=>{
        setDiets((chosen)=>chosen.includes(tag) ? chosen.filter((x)=>x !== tag) : [
                ...chosen,
                tag
            ]);
    };
    const title = menu === 'mokaland' ? t('mokalandTitle') : t('title');
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: `menu-page menu-page-${menu}`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("header", {
                className: "menu-hero",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h1", {
                        children: title
                    }),
                    menu === 'mokaland' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        children: t('mokalandSubtitle')
                    }),
                    menu === 'mokaland' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Link, {
                        className: "menu-add",
                        to: (0,external_shared_lib_namespaceObject.withLanguage)(lang, '/mokaland/birthday-menu'),
                        children: t('birthday.title')
                    })
                ]
            }),
            state.status === 'loading' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "menu-grid",
                role: "status",
                "aria-label": t('skeletonLabel'),
                children: Array.from({
                    length: 6
                }, (_, i)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                        className: "menu-card menu-skeleton-card",
                        "aria-hidden": "true"
                    }, i))
            }),
            state.status === 'error' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LoadError, {
                onRetry: retry
            }),
            state.status === 'ready' && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(jsx_runtime_namespaceObject.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "menu-toolbar",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("label", {
                                className: "menu-search",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                        className: "menu-visually-hidden",
                                        children: t('searchLabel')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                                        type: "search",
                                        value: query,
                                        placeholder: t('searchPlaceholder'),
                                        "aria-label": t('searchLabel'),
                                        onChange: (e)=>setQuery(e.target.value)
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                                className: "menu-count",
                                "data-testid": "menu-count",
                                children: t('totalItems', {
                                    count: visible.length
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("nav", {
                        className: "menu-tabs",
                        "aria-label": t('categories'),
                        children: [
                            {
                                slug: ALL,
                                name: t('allCategories')
                            },
                            ...state.data.categories
                        ].map((c)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                "aria-pressed": category === c.slug,
                                className: "menu-tab",
                                onClick: ()=>{
                                    setCategory(c.slug);
                                    (0,external_shared_lib_namespaceObject.track)('category_selected', {
                                        menu,
                                        category: c.slug || 'all'
                                    });
                                },
                                children: c.name
                            }, c.slug))
                    }),
                    offeredDiets.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "menu-diets",
                        role: "group",
                        "aria-label": t('dietaryFilters'),
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                className: "menu-diets-label",
                                "aria-hidden": "true",
                                children: t('dietaryFilters')
                            }),
                            offeredDiets.map((tag)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                    type: "button",
                                    className: `menu-diet menu-diet-${tag}`,
                                    "aria-pressed": diets.includes(tag),
                                    onClick: ()=>toggleDiet(tag),
                                    children: t(`dietaryNames.${tag}`)
                                }, tag))
                        ]
                    }),
                    visible.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        className: "menu-empty",
                        children: query.trim() ? t('noResults') : diets.length > 0 ? t('noFilterResults') : t('emptyCategory')
                    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                        className: "menu-grid",
                        children: visible.map((item, index)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MenuItemCard, {
                                item: item,
                                favourites: favourites,
                                detailsHref: (0,external_shared_lib_namespaceObject.withLanguage)(lang, (0,external_shared_lib_namespaceObject.menuItemPath)(menu, item.id)),
                                eagerImage: index < (/* inlined export .EAGER_IMAGE_CARDS */2)
                            }, item.id))
                    })
                ]
            })
        ]
    });
}

;// ./src/menu.css
const menu_namespaceObject = "[data-remote='menu'] { max-width: 1200px; margin: 0 auto; padding: 24px 16px; }\n.menu-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }\n.menu-hero h1 { margin: 0 0 4px; font-size: clamp(1.6rem, 4vw, 2.4rem); }\n.menu-page-mokaland .menu-hero { background: linear-gradient(135deg, #ede9fe, #fde68a); border-radius: 16px; padding: 20px; color: #4c1d95; }\n.menu-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; margin: 16px 0; }\n.menu-search input { min-height: 44px; min-width: min(320px, 100%); padding: 8px 12px; border-radius: 999px; border: 1px solid var(--color-field-border, #d1d5db); font: inherit; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); }\n.menu-count { margin: 0; color: var(--color-muted, #4b5563); }\n.menu-tabs { position: sticky; top: var(--site-header-offset, 64px); z-index: 5; display: flex; gap: 8px; overflow-x: auto; padding: 8px 0; background: inherit; }\n.menu-tab { min-height: 44px; padding: 8px 16px; border-radius: 999px; border: 1px solid var(--color-field-border, #d1d5db); background: var(--color-surface, #fff); font: inherit; cursor: pointer; white-space: nowrap; color: var(--color-text, #1f2937); }\n.menu-tab[aria-pressed='true'] { background: #b91c1c; border-color: #b91c1c; color: #fff; }\n.menu-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); margin-top: 16px; }\n.menu-card { display: flex; flex-direction: column; background: var(--color-surface, #fff); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; overflow: hidden; color: var(--color-text, #1f2937); }\n/* A menu is ~40 cards, most below the fold: the browser lays out and paints a card only near the screen (its size is\n   estimated until then, and remembered after), which took ~2/3 of a phone's first layout of /en/menu. */\n.menu-card { position: relative; }\n/* A signed-in diner's heart: over the card's corner (it appears after the sign-in check without moving anything). */\n.menu-favourite { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; flex: none; border-radius: 50%; border: 1px solid var(--color-border, #e5e7eb); background: var(--color-surface, #fff); color: var(--color-price, #b91c1c); cursor: pointer; }\n.menu-favourite:disabled { opacity: 0.6; cursor: default; }\n.menu-card-favourite { position: absolute; top: 8px; right: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }\n.menu-card { content-visibility: auto; contain-intrinsic-size: auto 420px; }\n/* Dim only the picture of an unavailable item: dimming the text would break its contrast (WCAG AA 4.5:1). */\n.menu-card.is-unavailable img { opacity: 0.6; filter: grayscale(1); }\n.menu-card picture, .menu-detail picture { display: contents; }\n.menu-card-image { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }\n.menu-card-body { display: flex; flex-direction: column; gap: 6px; padding: 14px; flex: 1; }\n.menu-card-title { margin: 0; font-size: 1.1rem; }\n.menu-card-text { margin: 0; color: var(--color-muted, #4b5563); flex: 1; }\n.menu-card-badges { display: flex; flex-wrap: wrap; gap: 6px; min-height: 22px; }\n.menu-card-allergens { margin: 0; font-size: 0.85rem; color: var(--color-muted, #4b5563); }\n.menu-diets { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 4px; }\n.menu-diets-label { color: var(--color-muted, #4b5563); font-size: 0.9rem; }\n.menu-diet { min-height: 44px; padding: 6px 14px; border-radius: 999px; border: 1px solid var(--color-field-border, #d1d5db); background: var(--color-surface, #fff); color: var(--color-text, #1f2937); font: inherit; cursor: pointer; }\n.menu-diet[aria-pressed='true'] { background: #166534; border-color: #166534; color: #fff; }\n.menu-badge.menu-diet-vegetarian, .menu-badge.menu-diet-vegan { background: #dcfce7; color: #14532d; }\n.menu-badge.menu-diet-spicy { background: #fee2e2; color: #7f1d1d; }\n.menu-badge.menu-diet-meat { background: #ede9fe; color: #4c1d95; }\n.menu-badge { font-size: 0.75rem; font-weight: 700; padding: 2px 8px; border-radius: 999px; }\n.menu-badge-featured { background: #fef3c7; color: #92400e; }\n.menu-badge-unavailable { background: #e5e7eb; color: #374151; }\n.menu-card-footer { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin-top: 8px; }\n.menu-price { font-weight: 800; font-size: 1.1rem; color: var(--color-price, #7f1d1d); }\n.menu-link { color: var(--color-link, #b91c1c); min-height: 44px; min-width: 44px; display: inline-flex; align-items: center; }\n.menu-add { margin-left: auto; min-height: 44px; padding: 8px 16px; border: 0; border-radius: 999px; background: #b91c1c; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }\n.menu-add[disabled] { background: #9ca3af; cursor: not-allowed; }\n.menu-empty, .menu-status { padding: 32px 0; text-align: center; color: var(--color-muted, #4b5563); }\n.menu-detail { max-width: 720px; }\n.menu-detail-image { border-radius: 12px; margin: 12px 0; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }\n.menu-skeleton-card { min-height: 320px; background: linear-gradient(90deg, var(--color-subtle, #f3f4f6) 0%, var(--color-border, #e5e7eb) 50%, var(--color-subtle, #f3f4f6) 100%); background-size: 200% 100%; animation: menu-shimmer 1.2s infinite; }\n.menu-skeleton { min-height: 360px; border-radius: 12px; background: var(--color-subtle, #f3f4f6); display: grid; place-items: center; color: var(--color-muted, #4b5563); }\n@keyframes menu-shimmer { to { background-position: -200% 0; } }\n@media (prefers-reduced-motion: reduce) { .menu-skeleton-card { animation: none; } }\n.menu-options { border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; padding: 12px; margin: 12px 0; display: grid; gap: 6px; }\n.menu-options legend { font-weight: 700; padding: 0 4px; }\n.menu-mark { font-weight: 400; color: var(--color-muted, #4b5563); font-size: 0.9rem; }\n.menu-option { display: flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }\n.menu-option input { width: 20px; height: 20px; }\n.menu-quantity { display: inline-flex; align-items: center; gap: 8px; margin: 8px 0; }\n.menu-quantity button { width: 44px; height: 44px; border-radius: 999px; border: 1px solid #9ca3af; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); font-size: 1.2rem; cursor: pointer; }\n.menu-quantity button[disabled] { opacity: 0.4; cursor: not-allowed; }\n.menu-quantity output { min-width: 2ch; text-align: center; font-weight: 700; }\n.menu-total { font-weight: 800; font-size: 1.2rem; }\n.menu-document { width: 100%; height: 75vh; min-height: 420px; border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; margin: 16px 0; background: var(--color-surface, #fff); }\n.menu-birthday .menu-toolbar { justify-content: flex-start; }\n.menu-party-stats ul { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; padding: 0; }\n.menu-party-stats li { background: #ede9fe; color: #4c1d95; border-radius: 999px; padding: 8px 14px; font-weight: 600; }\n.menu-party .menu-add { margin-left: 0; text-decoration: none; display: inline-flex; align-items: center; }\n.menu-hero .menu-add { margin-left: 0; margin-top: 8px; display: inline-flex; align-items: center; text-decoration: none; }\na.menu-add { text-decoration: none; display: inline-flex; align-items: center; }\n.menu-icon { width: 20px; height: 20px; }\n.menu-quantity button { display: inline-grid; place-items: center; }\n.menu-detail-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 16px 0; }\n.menu-detail-add { margin-left: 0; min-height: 48px; padding: 10px 22px; font-size: 1.05rem; }\n/* On a phone the item page reads as a sheet: the picture edge to edge, and quantity with \"Add · price\" fixed at the\n   bottom of the screen, above the cart bar's place. */\n@media (max-width: 767.98px) {\n  .menu-detail { padding-bottom: 96px; }\n  .menu-detail-actions { position: fixed; left: 0; right: 0; bottom: 0; z-index: 46; margin: 0; padding: 8px 12px calc(8px + env(safe-area-inset-bottom)); background: var(--color-surface, #fff); border-top: 1px solid var(--color-border, #e5e7eb); box-shadow: 0 -6px 18px rgba(0, 0, 0, 0.1); flex-wrap: nowrap; }\n  .menu-detail-add { flex: 1; justify-content: center; display: inline-flex; align-items: center; }\n}\n/* The item as a sheet over the menu list on a phone: rises from the bottom, scrolls inside, \"Add · price\" stuck to its\n   bottom edge. */\n.menu-sheet { position: fixed; inset: auto 0 0 0; width: 100%; max-width: 100%; max-height: 92dvh; margin: 0; padding: 0; border: 0; border-radius: 18px 18px 0 0; background: var(--color-surface, #fff); color: inherit; overflow-y: auto; overscroll-behavior: contain; box-shadow: 0 -12px 32px rgba(0, 0, 0, 0.25); }\n.menu-sheet::backdrop { background: rgba(17, 24, 39, 0.55); }\n.menu-sheet-body { padding: 8px 16px 0; }\n.menu-sheet-body h2 { margin: 8px 48px 8px 0; font-size: 1.4rem; }\n.menu-sheet-body h3 { font-size: 1rem; margin-bottom: 4px; }\n.menu-sheet-close { position: sticky; top: 8px; float: right; z-index: 1; margin: 8px 8px 0 0; width: 44px; height: 44px; display: inline-grid; place-items: center; border: 0; border-radius: 999px; background: rgba(255, 255, 255, 0.92); color: var(--color-text, #1f2937); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); cursor: pointer; }\n.menu-sheet .menu-detail { padding-bottom: 0; }\n.menu-sheet .menu-detail-image { margin-top: 0; aspect-ratio: 4 / 3; object-fit: cover; }\n.menu-sheet .menu-detail-actions { position: sticky; bottom: 0; margin: 0 -16px; }\n@media (prefers-reduced-motion: no-preference) {\n  .menu-sheet[open] { animation: menu-sheet-rise 0.2s ease-out; }\n}\n@keyframes menu-sheet-rise { from { transform: translateY(40px); opacity: 0.6; } }\n/* A card with no picture keeps its first lines clear of the heart. */\n.menu-card > .menu-card-favourite:first-child + .menu-card-body { padding-right: 60px; }\n";
;// ./src/routes.tsx








(0,external_shared_lib_namespaceObject.addTranslations)({
    menu: menuTranslations
});
(0,external_shared_lib_namespaceObject.injectRemoteStyles)('menu', menu_namespaceObject);
function PageNotFound() {
    const { t } = (0,external_shared_lib_namespaceObject.useTranslation)('menu');
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
        className: "menu-status",
        children: t('pageNotFound')
    });
}
/** mf-menu's pages: /{lang}/menu, /{lang}/menu/{id}, /{lang}/mokaland, /{lang}/mokaland/menu and /{lang}/mokaland/birthday-menu. */ function MenuRoutes({ lang, section }) {
    const location = (0,external_shared_lib_namespaceObject.useLocation)();
    // An item opened from the list on a phone: the list stays below and the item rises as a sheet over it.
    const background = sheetBackground(location);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        "data-remote": "menu",
        children: [
            section === 'mokaland' ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Routes, {
                location: background ?? location,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        index: true,
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MenuPage, {
                            menu: "mokaland",
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: "menu",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MenuPage, {
                            menu: "mokaland",
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: "menu/:id",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ItemDetailPage, {
                            menu: "mokaland",
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: "birthday-menu",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(BirthdayMenuPage, {
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: "*",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(PageNotFound, {})
                    })
                ]
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_shared_lib_namespaceObject.Routes, {
                location: background ?? location,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        index: true,
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MenuPage, {
                            menu: "main",
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: ":id",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ItemDetailPage, {
                            menu: "main",
                            lang: lang
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                        path: "*",
                        element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(PageNotFound, {})
                    })
                ]
            }),
            background && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Routes, {
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_shared_lib_namespaceObject.Route, {
                    path: section === 'mokaland' ? 'menu/:id' : ':id',
                    element: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ItemSheet, {
                        menu: section === 'mokaland' ? 'mokaland' : 'main',
                        lang: lang
                    })
                })
            })
        ]
    });
}

module.exports = __webpack_exports__;
/******/ })()
;