/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 140
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ PartyPackage)
});

// EXTERNAL MODULE: external "react/jsx-runtime"
var jsx_runtime_ = __webpack_require__(732);
// EXTERNAL MODULE: external "react"
var external_react_ = __webpack_require__(15);
// EXTERNAL MODULE: external "shared-lib"
var external_shared_lib_ = __webpack_require__(599);
;// external "shared-lib/server-state"
const server_state_namespaceObject = require("shared-lib/server-state");
;// ./src/reservations/party-package.tsx




/**
 * The birthday package a party is booked for ('Book a party' on the birthday menu), named in the page's language: the
 * address carries its slug, which no diner should read. The name comes from the page's menu cache (the same read as
 * the birthday menu's), so a party booked from that menu asks nothing more. Loaded with such a booking only.
 * The party starts at the package's smallest group (a Super-party is 10-25 children, not 2), and the price estimate
 * follows the party size.
 */ function PartyPackage({ slug, lang, guests, onGroup }) {
    const { t } = (0,external_shared_lib_.useTranslation)('booking');
    const { data } = server_state_namespaceObject.menuReads.useBirthdayPackagesQuery({
        lang
    });
    const party = data?.find((p)=>p.slug === slug);
    const min = party?.minChildren;
    const max = party?.maxChildren;
    (0,external_react_.useEffect)(()=>{
        if (min !== undefined && max !== undefined) onGroup({
            min,
            max
        });
    }, [
        min,
        max,
        onGroup
    ]);
    if (!party) return null;
    const perChild = Number(party.pricePerChild);
    return /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
        className: "booking-party",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                children: t('partyPackage', {
                    name: party.name
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                "data-testid": "party-estimate",
                children: t('partyEstimate', {
                    count: guests,
                    total: (0,external_shared_lib_.formatMoney)(perChild * guests),
                    price: (0,external_shared_lib_.formatMoney)(perChild)
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                className: "booking-note",
                children: t('partyGroup', {
                    min: party.minChildren,
                    max: party.maxChildren
                })
            })
        ]
    });
}


/***/ },

/***/ 15
(module) {

module.exports = require("react");

/***/ },

/***/ 732
(module) {

module.exports = require("react/jsx-runtime");

/***/ },

/***/ 599
(module) {

module.exports = require("shared-lib");

/***/ }

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	const __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __webpack_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		const cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		const module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		__webpack_modules__[moduleId](module, module.exports, __webpack_require__);
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
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
  "default": () => (/* binding */ BookingRoutes)
});

// EXTERNAL MODULE: external "react/jsx-runtime"
var jsx_runtime_ = __webpack_require__(732);
// EXTERNAL MODULE: external "shared-lib"
var external_shared_lib_ = __webpack_require__(599);
;// ./src/booking.css
const booking_namespaceObject = "[data-remote='booking'] { max-width: 1000px; margin: 0 auto; padding: 24px 16px; }\n.booking-layout { display: grid; gap: 24px; grid-template-columns: minmax(0, 2fr) minmax(220px, 1fr); align-items: start; }\n@media (max-width: 760px) { .booking-layout { grid-template-columns: minmax(0, 1fr); } }\n.booking-form { min-width: 0; display: grid; gap: 14px; background: var(--color-surface, #fff); color: var(--color-text, #1f2937); border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; padding: 16px; }\n.booking-field { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }\n.booking-field label { font-weight: 600; }\n.booking-mark { font-weight: 400; color: var(--color-muted, #4b5563); font-size: 0.85rem; }\n.booking-field input, .booking-field select, .booking-field textarea { width: 100%; min-width: 0; max-width: 100%; min-height: 44px; padding: 8px 10px; border: 1px solid var(--color-field-border, #d1d5db); border-radius: 8px; font: inherit; }\n.booking-field.has-error input, .booking-field.has-error select { border-color: #b91c1c; }\n.booking-error { color: var(--color-error, #b91c1c); margin: 0; font-size: 0.9rem; }\n.booking-success { color: var(--color-success, #166534); margin: 0; font-weight: 600; }\n.booking-submit { min-height: 48px; border: 0; border-radius: 999px; background: #b91c1c; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }\n.booking-submit[disabled] { opacity: 0.6; }\n.booking-info { background: #fef3c7; color: #78350f; border-radius: 12px; padding: 16px; }\n.booking-note { color: var(--color-note, #92400e); margin: 4px 0 0; font-size: 0.9rem; }\n.booking-note a { display: inline-flex; align-items: center; min-height: 44px; }\n.booking-code { font-size: 1.4rem; font-weight: 800; }\n.booking-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }\n.booking-link { display: inline-flex; align-items: center; padding: 0 18px; text-decoration: none; }\n.booking-secondary { min-height: 48px; padding: 0 18px; border-radius: 999px; border: 2px solid #b91c1c; background: var(--color-surface, #fff); color: var(--color-link, #b91c1c); font: inherit; font-weight: 700; cursor: pointer; }\n.booking-party { font-weight: 700; color: var(--color-party, #5b21b6); }\n.booking-confirmation-title:focus { outline: none; }\n.booking-confirmation-title:focus-visible { outline: 2px solid #b91c1c; outline-offset: 4px; }\n.booking-confirm { padding: 12px 16px; border: 2px solid #b91c1c; border-radius: 12px; background: var(--color-danger-bg, #fef2f2); color: var(--color-text, #1f2937); }\n.booking-confirm p:first-child { margin-top: 0; font-weight: 600; }\n.booking-danger { padding: 0 18px; background: #991b1b; }\n.booking-current { border: 1px solid var(--color-border, #e5e7eb); border-radius: 12px; padding: 12px 16px; margin: 0 0 16px; background: var(--color-surface, #fff); }\n.booking-current h2 { margin: 0 0 6px; font-size: 1.15rem; }\n.booking-current p { margin: 2px 0; }\n";
;// ./src/i18n/az.ts
const az = {
    title: 'Masa rezerv edin',
    intro: 'Nə vaxt gələcəyinizi bildirin, masanız hazır olacaq.',
    partyTitle: 'Ad günü şənliyi sifarişi',
    partyPackage: 'Paket: {{name}}',
    partyEstimate_one: 'Təxmini qiymət: {{count}} uşaq üçün {{total}} (uşaq başına {{price}}).',
    partyEstimate_other: 'Təxmini qiymət: {{count}} uşaq üçün {{total}} (uşaq başına {{price}}).',
    partyGroup: 'Bu paket {{min}}–{{max}} uşaq üçündür.',
    guests: 'Qonaq sayı',
    guestsOption_one: '{{count}} qonaq',
    guestsOption_other: '{{count}} qonaq',
    date: 'İstədiyiniz tarix',
    time: 'İstədiyiniz saat',
    chooseTime: 'Saat seçin',
    fullName: 'Ad və soyad',
    phoneNumber: 'Telefon nömrəsi',
    emailAddress: 'E-poçt ünvanı',
    specialRequests: 'Xüsusi istəklər',
    specialRequestsHint: 'Allergiya, uşaq oturacağı, ad günü tortu…',
    required: 'məcburi',
    optional: 'istəyə bağlı',
    submit: 'Rezervasiya sorğusu göndər',
    submitting: 'Göndərilir…',
    infoTitle: 'Bilməli olduqlarınız',
    infoLargeGroups: '8 və daha çox nəfərlik qruplar əvvəlcədən rezerv etməlidir.',
    infoDaysAhead: 'Rezervasiyalar 30 gün əvvələdək qəbul olunur.',
    infoHours: 'Hər gün 07:00-dan 03:00-dək açığıq.',
    errors: {
        required: 'Zəhmət olmasa bu sahəni doldurun.',
        email: 'Zəhmət olmasa düzgün e-poçt ünvanı daxil edin.',
        phone: 'Zəhmət olmasa düzgün telefon nömrəsi daxil edin.',
        dateRange: 'Zəhmət olmasa bu gündən 30 gün sonrayadək bir tarix seçin.',
        timeGone: 'Bu saat artıq mövcud deyil. Zəhmət olmasa başqasını seçin.'
    },
    busy: 'rezervasiya xidməti hazırda məşğuldur. Daxil etdikləriniz saxlanılıb, bir azdan yenidən cəhd edin.',
    tooManyCodes: 'Çox sayda naməlum rezervasiya kodu yoxlanıldı. Bir neçə dəqiqə gözləyib yenidən cəhd edin.',
    failed: 'Rezervasiyanızı göndərmək mümkün olmadı: {{message}}',
    loadingSlots: 'Boş saatlar axtarılır…',
    chooseDateFirst: 'Boş saatları görmək üçün tarix seçin',
    slotFull: '{{time}} (tam doludur)',
    slotNotice: '{{time}} (böyük qrup üçün çox tezdir)',
    slotPast: '{{time}} (keçib)',
    noSlots: 'Bu gün üçün boş saat qalmayıb. Zəhmət olmasa başqa gün seçin.',
    largeGroupNote: '8 və daha çox nəfərlik qruplar ən azı {{hours}} saat əvvəl rezerv etməlidir: ən erkən saatlar üçün daha gec gün seçin.',
    noSeats: 'Bu saatda kifayət qədər boş yer yoxdur. Zəhmət olmasa başqa saat seçin.',
    confirmationTitle: 'Masa sorğunuz qəbul edildi',
    confirmationCode: 'İstinad kodu: {{code}}',
    confirmationKeep: 'Bu kodu saxlayın: onunla və telefon və ya e-poçtunuzla rezervasiyanı dəyişə və ya ləğv edə bilərsiniz.',
    confirmationWhen: '{{date}}, saat {{time}}',
    confirmationGuests_one: '{{count}} qonaq',
    confirmationGuests_other: '{{count}} qonaq',
    manageLink: 'Dəyiş və ya ləğv et',
    bookAnother: 'Başqa masa rezerv et',
    manageTitle: 'Rezervasiyanı dəyiş və ya ləğv et',
    manageIntro: 'İstinad kodunu və rezerv etdiyiniz telefon nömrəsini və ya e-poçtu daxil edin.',
    code: 'İstinad kodu',
    contact: 'Telefon və ya e-poçt',
    newGuests: 'Yeni qonaq sayı',
    newDate: 'Yeni tarix',
    newTime: 'Yeni saat',
    keep: 'Olduğu kimi saxla',
    saveChanges: 'Dəyişiklikləri saxla',
    cancelReservation: 'Rezervasiyanı ləğv et',
    cancelConfirm: '{{code}} rezervasiyası ləğv edilsin? Masa başqa qonaqlara təklif olunacaq.',
    cancelYes: 'Bəli, ləğv et',
    cancelKeep: 'Rezervasiyanı saxla',
    updated: 'Rezervasiyanız dəyişdirildi: {{date}}, saat {{time}}, {{guests}}.',
    cancelledDone: '{{code}} rezervasiyanız ləğv edildi.',
    manageNotFound: 'Bu kodla rezervasiya tapılmadı.',
    manageMismatch: 'Telefon və ya e-poçt bu rezervasiyaya uyğun gəlmir.',
    manageClosed: 'Bu rezervasiyanı artıq dəyişmək olmaz.',
    findBooking: 'Rezervasiyamı tap',
    currentTitle: 'Rezervasiyanız: {{code}}',
    currentStatus: 'Vəziyyət: {{status}}',
    currentWhen: '{{date}}, saat {{time}}',
    reservationStatus: {
        pending: 'Təsdiq gözləyir',
        confirmed: 'Təsdiqlənib',
        seated: 'Qonaqlar masadadır',
        completed: 'Başa çatıb',
        cancelled: 'Ləğv edilib',
        'no-show': 'Qonaqlar gəlməyib'
    },
    codeInvalid: 'Zəhmət olmasa təsdiqdəki kodu daxil edin (R və 7 hərf və ya rəqəm).'
};

;// ./src/i18n/en.ts
const en = {
    title: 'Book a table',
    intro: 'Tell us when you are coming and we will have your table ready.',
    partyTitle: 'Birthday party booking',
    partyPackage: 'Package: {{name}}',
    partyEstimate_one: 'Estimated price: {{total}} for {{count}} child ({{price}} per child).',
    partyEstimate_other: 'Estimated price: {{total}} for {{count}} children ({{price}} per child).',
    partyGroup: 'This package is for {{min}}–{{max}} children.',
    guests: 'Guests',
    guestsOption_one: '{{count}} guest',
    guestsOption_other: '{{count}} guests',
    date: 'Preferred date',
    time: 'Preferred time',
    chooseTime: 'Choose a time',
    fullName: 'Full name',
    phoneNumber: 'Phone number',
    emailAddress: 'Email address',
    specialRequests: 'Special requests',
    specialRequestsHint: 'Allergies, a high chair, a birthday cake…',
    required: 'required',
    optional: 'optional',
    submit: 'Request reservation',
    submitting: 'Sending…',
    infoTitle: 'Good to know',
    infoLargeGroups: 'Groups of 8 or more need advance booking.',
    infoDaysAhead: 'Reservations are accepted up to 30 days ahead.',
    infoHours: 'We are open daily from 07:00 to 03:00.',
    errors: {
        required: 'Please fill in this field.',
        email: 'Please enter a valid email address.',
        phone: 'Please enter a valid phone number.',
        dateRange: 'Please choose a date from today up to 30 days ahead.',
        timeGone: 'This time is no longer available. Please choose another.'
    },
    busy: 'the booking service is busy right now. What you entered is kept; please try again in a moment.',
    tooManyCodes: 'Too many unknown reference codes were tried. Please wait a few minutes and try again.',
    failed: 'Your reservation could not be sent: {{message}}',
    loadingSlots: 'Finding free times…',
    chooseDateFirst: 'Choose a date to see the free times',
    slotFull: '{{time}} (fully booked)',
    slotNotice: '{{time}} (too soon for a large group)',
    slotPast: '{{time}} (passed)',
    noSlots: 'No free times left on this day. Please choose another day.',
    largeGroupNote: 'Groups of 8 or more need to book at least {{hours}} hours ahead: choose a later day for the earliest times.',
    noSeats: 'There are not enough free seats at this time. Please choose another time.',
    confirmationTitle: 'Your table is requested',
    confirmationCode: 'Reference code: {{code}}',
    confirmationKeep: 'Keep this code: with it and your phone or email you can change or cancel the reservation.',
    confirmationWhen: '{{date}} at {{time}}',
    confirmationGuests_one: '{{count}} guest',
    confirmationGuests_other: '{{count}} guests',
    manageLink: 'Change or cancel',
    bookAnother: 'Book another table',
    manageTitle: 'Change or cancel a reservation',
    manageIntro: 'Enter the reference code and the phone number or email you booked with.',
    code: 'Reference code',
    contact: 'Phone or email',
    newGuests: 'New party size',
    newDate: 'New date',
    newTime: 'New time',
    keep: 'Keep as it is',
    saveChanges: 'Save changes',
    cancelReservation: 'Cancel reservation',
    cancelConfirm: 'Cancel reservation {{code}}? The table will be offered to other guests.',
    cancelYes: 'Yes, cancel it',
    cancelKeep: 'Keep my reservation',
    updated: 'Your reservation is changed: {{date}} at {{time}}, {{guests}}.',
    cancelledDone: 'Your reservation {{code}} is cancelled.',
    manageNotFound: 'We could not find a reservation with this code.',
    manageMismatch: 'The phone or email does not match this reservation.',
    manageClosed: 'This reservation can no longer be changed.',
    findBooking: 'Find my reservation',
    currentTitle: 'Your reservation {{code}}',
    currentStatus: 'Status: {{status}}',
    currentWhen: '{{date}} at {{time}}',
    reservationStatus: {
        pending: 'Waiting for confirmation',
        confirmed: 'Confirmed',
        seated: 'Seated',
        completed: 'Completed',
        cancelled: 'Cancelled',
        'no-show': 'No-show'
    },
    codeInvalid: 'Please enter the code from your confirmation (R and 7 letters or digits).'
};

;// ./src/i18n/ru.ts
const ru = {
    title: 'Забронировать стол',
    intro: 'Сообщите, когда вы придёте, и мы подготовим для вас стол.',
    partyTitle: 'Бронирование дня рождения',
    partyPackage: 'Пакет: {{name}}',
    partyEstimate_one: 'Примерная стоимость: {{total}} за {{count}} ребёнка ({{price}} за ребёнка).',
    partyEstimate_few: 'Примерная стоимость: {{total}} за {{count}} детей ({{price}} за ребёнка).',
    partyEstimate_many: 'Примерная стоимость: {{total}} за {{count}} детей ({{price}} за ребёнка).',
    partyEstimate_other: 'Примерная стоимость: {{total}} за {{count}} ребёнка ({{price}} за ребёнка).',
    partyGroup: 'Этот пакет рассчитан на {{min}}–{{max}} детей.',
    guests: 'Гости',
    guestsOption_one: '{{count}} гость',
    guestsOption_few: '{{count}} гостя',
    guestsOption_many: '{{count}} гостей',
    guestsOption_other: '{{count}} гостя',
    date: 'Желаемая дата',
    time: 'Желаемое время',
    chooseTime: 'Выберите время',
    fullName: 'Имя и фамилия',
    phoneNumber: 'Номер телефона',
    emailAddress: 'Электронная почта',
    specialRequests: 'Особые пожелания',
    specialRequestsHint: 'Аллергии, детский стульчик, торт на день рождения…',
    required: 'обязательно',
    optional: 'необязательно',
    submit: 'Отправить заявку',
    submitting: 'Отправка…',
    infoTitle: 'Полезно знать',
    infoLargeGroups: 'Для групп от 8 человек нужна предварительная бронь.',
    infoDaysAhead: 'Бронирование принимается не более чем за 30 дней.',
    infoHours: 'Мы открыты ежедневно с 07:00 до 03:00.',
    errors: {
        required: 'Пожалуйста, заполните это поле.',
        email: 'Пожалуйста, введите корректный адрес электронной почты.',
        phone: 'Пожалуйста, введите корректный номер телефона.',
        dateRange: 'Пожалуйста, выберите дату с сегодняшнего дня и не позднее чем через 30 дней.',
        timeGone: 'Это время больше недоступно. Пожалуйста, выберите другое.'
    },
    busy: 'сервис бронирования сейчас перегружен. Введённые данные сохранены, попробуйте ещё раз через минуту.',
    tooManyCodes: 'Слишком много попыток с неизвестными кодами брони. Подождите несколько минут и попробуйте снова.',
    failed: 'Не удалось отправить бронь: {{message}}',
    loadingSlots: 'Ищем свободное время…',
    chooseDateFirst: 'Выберите дату, чтобы увидеть свободное время',
    slotFull: '{{time}} (всё занято)',
    slotNotice: '{{time}} (слишком рано для большой группы)',
    slotPast: '{{time}} (прошло)',
    noSlots: 'На этот день свободного времени не осталось. Пожалуйста, выберите другой день.',
    largeGroupNote: 'Группам от 8 человек нужно бронировать не менее чем за {{hours}} ч: для ранних часов выберите более поздний день.',
    noSeats: 'В это время недостаточно свободных мест. Пожалуйста, выберите другое время.',
    confirmationTitle: 'Заявка на стол принята',
    confirmationCode: 'Код брони: {{code}}',
    confirmationKeep: 'Сохраните этот код: с ним и вашим телефоном или почтой можно изменить или отменить бронь.',
    confirmationWhen: '{{date}} в {{time}}',
    confirmationGuests_one: '{{count}} гость',
    confirmationGuests_few: '{{count}} гостя',
    confirmationGuests_many: '{{count}} гостей',
    confirmationGuests_other: '{{count}} гостя',
    manageLink: 'Изменить или отменить',
    bookAnother: 'Забронировать ещё стол',
    manageTitle: 'Изменить или отменить бронь',
    manageIntro: 'Введите код брони и телефон или почту, указанные при бронировании.',
    code: 'Код брони',
    contact: 'Телефон или почта',
    newGuests: 'Новое число гостей',
    newDate: 'Новая дата',
    newTime: 'Новое время',
    keep: 'Оставить как есть',
    saveChanges: 'Сохранить изменения',
    cancelReservation: 'Отменить бронь',
    cancelConfirm: 'Отменить бронь {{code}}? Столик предложат другим гостям.',
    cancelYes: 'Да, отменить',
    cancelKeep: 'Оставить бронь',
    updated: 'Бронь изменена: {{date}} в {{time}}, {{guests}}.',
    cancelledDone: 'Бронь {{code}} отменена.',
    manageNotFound: 'Бронь с таким кодом не найдена.',
    manageMismatch: 'Телефон или почта не совпадают с бронью.',
    manageClosed: 'Эту бронь уже нельзя изменить.',
    findBooking: 'Найти мою бронь',
    currentTitle: 'Ваша бронь {{code}}',
    currentStatus: 'Статус: {{status}}',
    currentWhen: '{{date}}, в {{time}}',
    reservationStatus: {
        pending: 'Ждёт подтверждения',
        confirmed: 'Подтверждена',
        seated: 'Гости за столиком',
        completed: 'Завершена',
        cancelled: 'Отменена',
        'no-show': 'Гости не пришли'
    },
    codeInvalid: 'Пожалуйста, введите код из подтверждения (R и 7 букв или цифр).'
};

;// ./src/i18n/tr.ts
const tr = {
    title: 'Masa ayırtın',
    intro: 'Ne zaman geleceğinizi söyleyin, masanızı hazırlayalım.',
    partyTitle: 'Doğum günü partisi rezervasyonu',
    partyPackage: 'Paket: {{name}}',
    partyEstimate_one: 'Tahmini fiyat: {{count}} çocuk için {{total}} (çocuk başına {{price}}).',
    partyEstimate_other: 'Tahmini fiyat: {{count}} çocuk için {{total}} (çocuk başına {{price}}).',
    partyGroup: 'Bu paket {{min}}–{{max}} çocuk içindir.',
    guests: 'Kişi sayısı',
    guestsOption_one: '{{count}} kişi',
    guestsOption_other: '{{count}} kişi',
    date: 'Tercih edilen tarih',
    time: 'Tercih edilen saat',
    chooseTime: 'Saat seçin',
    fullName: 'Ad soyad',
    phoneNumber: 'Telefon numarası',
    emailAddress: 'E-posta adresi',
    specialRequests: 'Özel istekler',
    specialRequestsHint: 'Alerji, mama sandalyesi, doğum günü pastası…',
    required: 'zorunlu',
    optional: 'isteğe bağlı',
    submit: 'Rezervasyon talebi gönder',
    submitting: 'Gönderiliyor…',
    infoTitle: 'Bilmeniz gerekenler',
    infoLargeGroups: '8 kişi ve üzeri gruplar önceden rezervasyon yapmalıdır.',
    infoDaysAhead: 'Rezervasyonlar en fazla 30 gün öncesine kadar kabul edilir.',
    infoHours: 'Her gün 07:00 - 03:00 arası açığız.',
    errors: {
        required: 'Lütfen bu alanı doldurun.',
        email: 'Lütfen geçerli bir e-posta adresi girin.',
        phone: 'Lütfen geçerli bir telefon numarası girin.',
        dateRange: 'Lütfen bugünden itibaren 30 gün içinde bir tarih seçin.',
        timeGone: 'Bu saat artık müsait değil. Lütfen başka bir saat seçin.'
    },
    busy: 'rezervasyon hizmeti şu anda yoğun. Girdikleriniz duruyor, lütfen birazdan tekrar deneyin.',
    tooManyCodes: 'Çok fazla bilinmeyen rezervasyon kodu denendi. Lütfen birkaç dakika bekleyip tekrar deneyin.',
    failed: 'Rezervasyonunuz gönderilemedi: {{message}}',
    loadingSlots: 'Boş saatler aranıyor…',
    chooseDateFirst: 'Boş saatleri görmek için bir tarih seçin',
    slotFull: '{{time}} (tamamen dolu)',
    slotNotice: '{{time}} (büyük grup için çok erken)',
    slotPast: '{{time}} (geçti)',
    noSlots: 'Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.',
    largeGroupNote: '8 kişi ve üzeri gruplar en az {{hours}} saat önceden rezervasyon yapmalıdır: en erken saatler için daha sonraki bir gün seçin.',
    noSeats: 'Bu saatte yeterli boş yer yok. Lütfen başka bir saat seçin.',
    confirmationTitle: 'Masa talebiniz alındı',
    confirmationCode: 'Referans kodu: {{code}}',
    confirmationKeep: 'Bu kodu saklayın: bu kod ve telefonunuz ya da e-postanızla rezervasyonu değiştirebilir veya iptal edebilirsiniz.',
    confirmationWhen: '{{date}}, saat {{time}}',
    confirmationGuests_one: '{{count}} kişi',
    confirmationGuests_other: '{{count}} kişi',
    manageLink: 'Değiştir veya iptal et',
    bookAnother: 'Başka masa ayırt',
    manageTitle: 'Rezervasyonu değiştir veya iptal et',
    manageIntro: 'Referans kodunu ve rezervasyonda verdiğiniz telefon numarasını ya da e-postayı girin.',
    code: 'Referans kodu',
    contact: 'Telefon veya e-posta',
    newGuests: 'Yeni kişi sayısı',
    newDate: 'Yeni tarih',
    newTime: 'Yeni saat',
    keep: 'Olduğu gibi bırak',
    saveChanges: 'Değişiklikleri kaydet',
    cancelReservation: 'Rezervasyonu iptal et',
    cancelConfirm: '{{code}} kodlu rezervasyon iptal edilsin mi? Masa başka misafirlere önerilecek.',
    cancelYes: 'Evet, iptal et',
    cancelKeep: 'Rezervasyonu koru',
    updated: 'Rezervasyonunuz değişti: {{date}}, saat {{time}}, {{guests}}.',
    cancelledDone: '{{code}} rezervasyonunuz iptal edildi.',
    manageNotFound: 'Bu kodla bir rezervasyon bulunamadı.',
    manageMismatch: 'Telefon veya e-posta bu rezervasyonla eşleşmiyor.',
    manageClosed: 'Bu rezervasyon artık değiştirilemez.',
    findBooking: 'Rezervasyonumu bul',
    currentTitle: 'Rezervasyonunuz: {{code}}',
    currentStatus: 'Durum: {{status}}',
    currentWhen: '{{date}}, saat {{time}}',
    reservationStatus: {
        pending: 'Onay bekliyor',
        confirmed: 'Onaylandı',
        seated: 'Misafirler masada',
        completed: 'Tamamlandı',
        cancelled: 'İptal edildi',
        'no-show': 'Misafirler gelmedi'
    },
    codeInvalid: 'Lütfen onaydaki kodu girin (R ve 7 harf veya rakam).'
};

;// ./src/i18n/index.ts




/** mf-booking's texts: the `booking` namespace, added to the shell's i18next when the remote loads. */ const bookingTranslations = {
    az: az,
    en: en,
    ru: ru,
    tr: tr
};

// EXTERNAL MODULE: external "react"
var external_react_ = __webpack_require__(15);
;// ./src/reservations/booking-api.ts

async function fetchSlots(date, guests) {
    const res = await external_shared_lib_.apiClient.get('/reservations/check-availability', {
        params: {
            date,
            guests
        }
    });
    return res.data.slots;
}

;// ./src/reservations/time-select.tsx




/**
 * The times offered are the free slots of check-availability for the date and party size; the others are listed
 * disabled with the reason (fully booked, too soon for a large group, passed).
 */ function TimeSelect(props) {
    const { t } = (0,external_shared_lib_.useTranslation)('booking');
    const { date, guests, value, onChange } = props;
    const [slots, setSlots] = (0,external_react_.useState)(null);
    (0,external_react_.useEffect)(()=>{
        if (!date) return setSlots(null);
        let live = true;
        setSlots(null);
        fetchSlots(date, guests).then((s)=>live && setSlots(s)).catch(()=>live && setSlots([]));
        return ()=>{
            live = false;
        };
    }, [
        date,
        guests
    ]);
    (0,external_react_.useEffect)(()=>{
        if (value && slots && !slots.some((s)=>s.time === value && s.available)) onChange('');
    }, [
        slots,
        value,
        onChange
    ]);
    const label = (s)=>{
        const time = (0,external_shared_lib_.formatSlotTime)(s.time, props.lang);
        if (s.available) return time;
        if (s.reason === 'notice') return t('slotNotice', {
            time
        });
        if (s.reason === 'full') return t('slotFull', {
            time
        });
        return t('slotPast', {
            time
        });
    };
    const offered = slots?.filter((s)=>s.reason !== 'past') ?? [];
    return /*#__PURE__*/ (0,jsx_runtime_.jsxs)(jsx_runtime_.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("select", {
                id: props.id,
                value: value,
                disabled: !date || slots === null,
                "aria-invalid": props.invalid,
                "aria-describedby": props.describedBy,
                onChange: (e)=>onChange(e.target.value),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("option", {
                        value: "",
                        children: !date ? t('chooseDateFirst') : slots === null ? t('loadingSlots') : t('chooseTime')
                    }),
                    offered.map((s)=>/*#__PURE__*/ (0,jsx_runtime_.jsx)("option", {
                            value: s.time,
                            disabled: !s.available,
                            children: label(s)
                        }, s.time))
                ]
            }),
            slots !== null && date && !slots.some((s)=>s.available) && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                className: "booking-note",
                children: t('noSlots')
            }),
            guests >= external_shared_lib_.LARGE_GROUP_SIZE && slots?.some((s)=>s.reason === 'notice') && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                className: "booking-note",
                children: t('largeGroupNote', {
                    hours: props.noticeHours ?? 24
                })
            })
        ]
    });
}

;// ./src/reservations/manage-page.tsx




/** What a guest may still do with a booking: change or cancel it while it is pending or confirmed. */ const OPEN_STATUSES = [
    'pending',
    'confirmed'
];
/**
 * A guest's own booking: found with its reference code (the e-mails' link fills it in) and the phone or email it was
 * made with, shown as it stands (status, day, time, party size), then changed or cancelled while its status allows.
 */ function ManagePage({ lang }) {
    const { t } = (0,external_shared_lib_.useTranslation)('booking');
    const [params] = (0,external_shared_lib_.useSearchParams)();
    const [code, setCode] = (0,external_react_.useState)((params.get('code') ?? '').toUpperCase());
    const [contact, setContact] = (0,external_react_.useState)('');
    const [booking, setBooking] = (0,external_react_.useState)(null);
    const [guests, setGuests] = (0,external_react_.useState)('');
    const [date, setDate] = (0,external_react_.useState)('');
    const [time, setTime] = (0,external_react_.useState)('');
    const [message, setMessage] = (0,external_react_.useState)(null);
    const [codeError, setCodeError] = (0,external_react_.useState)('');
    // Cancelling asks first: one tap must not drop a table.
    const [confirming, setConfirming] = (0,external_react_.useState)(false);
    const keepButton = (0,external_react_.useRef)(null);
    (0,external_react_.useEffect)(()=>{
        if (confirming) keepButton.current?.focus();
    }, [
        confirming
    ]);
    const bounds = (0,external_shared_lib_.reservationDateBounds)(new Date());
    const pickTime = (0,external_react_.useCallback)((value)=>setTime(value), []);
    const failure = (error)=>{
        if (!(0,external_shared_lib_.isApiFailure)(error)) return t('failed', {
            message: (0,external_shared_lib_.apiErrorText)(error)
        });
        if (error.status === 404) return t('manageNotFound');
        if (error.status === 403) return t('manageMismatch');
        if (error.code === 'RESERVATION_CLOSED') return t('manageClosed');
        if (error.status === 409) return t('noSeats');
        if (error.status === 422) return t('timeGone');
        if (error.status === 429) return t('tooManyCodes');
        if (error.status === 503) return t('failed', {
            message: t('busy')
        });
        return t('failed', {
            message: (0,external_shared_lib_.apiErrorText)(error)
        });
    };
    const check = ()=>{
        const ok = (0,external_shared_lib_.fitsFormat)(external_shared_lib_.reservationCodeFormat, code.trim().toUpperCase()) && contact.trim().length >= 3;
        setCodeError((0,external_shared_lib_.fitsFormat)(external_shared_lib_.reservationCodeFormat, code.trim().toUpperCase()) ? '' : t('codeInvalid'));
        return ok;
    };
    const access = ()=>({
            code: code.trim().toUpperCase(),
            contact: contact.trim()
        });
    async function find(e) {
        e.preventDefault();
        setMessage(null);
        if (!check()) return;
        try {
            setBooking((await external_shared_lib_.apiClient.post('/reservations/lookup', access())).data);
        } catch (error) {
            setBooking(null);
            setMessage({
                kind: 'error',
                text: failure(error)
            });
        }
    }
    async function save(e) {
        e.preventDefault();
        try {
            const res = await external_shared_lib_.apiClient.post('/reservations/update', {
                ...access(),
                ...guests ? {
                    guests: Number(guests)
                } : {},
                ...date ? {
                    date
                } : {},
                ...time ? {
                    time
                } : {}
            });
            const r = res.data;
            setBooking(r);
            setGuests('');
            setDate('');
            setTime('');
            setMessage({
                kind: 'ok',
                text: t('updated', {
                    date: (0,external_shared_lib_.formatLongDate)(r.date, lang),
                    time: (0,external_shared_lib_.formatSlotTime)(r.time, lang),
                    guests: t('confirmationGuests', {
                        count: r.guests
                    })
                })
            });
        } catch (error) {
            setMessage({
                kind: 'error',
                text: failure(error)
            });
        }
    }
    async function cancel() {
        setConfirming(false);
        try {
            const res = await external_shared_lib_.apiClient.post('/reservations/cancel', access());
            setBooking(res.data);
            setMessage({
                kind: 'ok',
                text: t('cancelledDone', {
                    code: res.data.code
                })
            });
        } catch (error) {
            setMessage({
                kind: 'error',
                text: failure(error)
            });
        }
    }
    const changeable = booking !== null && OPEN_STATUSES.includes(booking.status);
    const note = message && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
        className: message.kind === 'ok' ? 'booking-success' : 'booking-error',
        role: message.kind === 'ok' ? 'status' : 'alert',
        children: message.text
    });
    return /*#__PURE__*/ (0,jsx_runtime_.jsxs)("section", {
        className: "booking-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("h1", {
                children: t('manageTitle')
            }),
            !booking ? /*#__PURE__*/ (0,jsx_runtime_.jsxs)(jsx_runtime_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                        children: t('manageIntro')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("form", {
                        className: "booking-form",
                        noValidate: true,
                        onSubmit: find,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: `booking-field${codeError ? ' has-error' : ''}`,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("label", {
                                        htmlFor: "manage-code",
                                        children: t('code')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                        id: "manage-code",
                                        value: code,
                                        maxLength: 8,
                                        "aria-invalid": Boolean(codeError),
                                        "aria-describedby": codeError ? 'manage-code-error' : undefined,
                                        onChange: (e)=>setCode(e.target.value.toUpperCase())
                                    }),
                                    codeError && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                        className: "booking-error",
                                        id: "manage-code-error",
                                        children: codeError
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: "booking-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("label", {
                                        htmlFor: "manage-contact",
                                        children: t('contact')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                        id: "manage-contact",
                                        autoComplete: "email",
                                        value: contact,
                                        onChange: (e)=>setContact(e.target.value)
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                className: "booking-actions",
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                    type: "submit",
                                    className: "booking-submit",
                                    children: t('findBooking')
                                })
                            }),
                            note
                        ]
                    })
                ]
            }) : /*#__PURE__*/ (0,jsx_runtime_.jsxs)(jsx_runtime_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("section", {
                        className: "booking-current",
                        "aria-labelledby": "booking-current-title",
                        "data-testid": "current-booking",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("h2", {
                                id: "booking-current-title",
                                children: t('currentTitle', {
                                    code: booking.code
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                "data-testid": "booking-status",
                                children: t('currentStatus', {
                                    status: t(`reservationStatus.${booking.status}`)
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                "data-testid": "booking-when",
                                children: t('currentWhen', {
                                    date: (0,external_shared_lib_.formatLongDate)(booking.date, lang),
                                    time: (0,external_shared_lib_.formatSlotTime)(booking.time, lang)
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                "data-testid": "booking-guests",
                                children: t('confirmationGuests', {
                                    count: booking.guests
                                })
                            })
                        ]
                    }),
                    changeable ? /*#__PURE__*/ (0,jsx_runtime_.jsxs)("form", {
                        className: "booking-form",
                        noValidate: true,
                        onSubmit: save,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: "booking-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("label", {
                                        htmlFor: "manage-guests",
                                        children: t('newGuests')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("select", {
                                        id: "manage-guests",
                                        value: guests,
                                        onChange: (e)=>setGuests(e.target.value),
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("option", {
                                                value: "",
                                                children: t('keep')
                                            }),
                                            Array.from({
                                                length: external_shared_lib_.MAX_PARTY_SIZE
                                            }, (_, i)=>i + 1).map((n)=>/*#__PURE__*/ (0,jsx_runtime_.jsx)("option", {
                                                    value: n,
                                                    children: t('guestsOption', {
                                                        count: n
                                                    })
                                                }, n))
                                        ]
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: "booking-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("label", {
                                        htmlFor: "manage-date",
                                        children: t('newDate')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                        id: "manage-date",
                                        type: "date",
                                        min: bounds.min,
                                        max: bounds.max,
                                        value: date,
                                        onChange: (e)=>setDate(e.target.value)
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: "booking-field",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("label", {
                                        htmlFor: "manage-time",
                                        children: t('newTime')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)(TimeSelect, {
                                        id: "manage-time",
                                        lang: lang,
                                        date: date || booking.date,
                                        guests: Number(guests || booking.guests),
                                        value: time,
                                        onChange: pickTime
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("p", {
                                className: "booking-actions",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                        type: "submit",
                                        className: "booking-submit",
                                        children: t('saveChanges')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                        type: "button",
                                        className: "booking-secondary",
                                        "aria-expanded": confirming,
                                        onClick: ()=>setConfirming(true),
                                        children: t('cancelReservation')
                                    })
                                ]
                            }),
                            confirming && /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                                className: "booking-confirm",
                                role: "alertdialog",
                                "aria-labelledby": "cancel-question",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                        id: "cancel-question",
                                        children: t('cancelConfirm', {
                                            code: booking.code
                                        })
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("p", {
                                        className: "booking-actions",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                                type: "button",
                                                className: "booking-submit booking-danger",
                                                onClick: ()=>void cancel(),
                                                children: t('cancelYes')
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                                ref: keepButton,
                                                type: "button",
                                                className: "booking-secondary",
                                                onClick: ()=>setConfirming(false),
                                                children: t('cancelKeep')
                                            })
                                        ]
                                    })
                                ]
                            }),
                            note
                        ]
                    }) : /*#__PURE__*/ (0,jsx_runtime_.jsxs)(jsx_runtime_.Fragment, {
                        children: [
                            note,
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                "data-testid": "booking-closed",
                                children: t('manageClosed')
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/reservations/reservation-form.ts

const EMPTY_FORM = {
    guests: '2',
    date: '',
    time: '',
    fullName: '',
    phoneNumber: '',
    emailAddress: '',
    specialRequests: ''
};
/** Client-side checks, so the guest sees every problem at its field before anything is sent. */ function validateReservation(form, today) {
    const errors = {};
    for (const field of [
        'guests',
        'date',
        'time',
        'fullName',
        'phoneNumber',
        'emailAddress'
    ]){
        if (!form[field].trim()) errors[field] = 'required';
    }
    const { min, max } = (0,external_shared_lib_.reservationDateBounds)(today);
    if (form.date && (form.date < min || form.date > max)) errors.date = 'dateRange';
    if (form.emailAddress.trim() && !(0,external_shared_lib_.fitsFormat)(external_shared_lib_.emailFormat, form.emailAddress.trim())) errors.emailAddress = 'email';
    if (form.phoneNumber.trim() && !(0,external_shared_lib_.fitsFormat)(external_shared_lib_.phoneFormat, form.phoneNumber.trim())) errors.phoneNumber = 'phone';
    return errors;
}

;// ./src/reservations/reservations-page.tsx





function Field({ id, label, required, error, children }) {
    const { t } = (0,external_shared_lib_.useTranslation)('booking');
    return /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
        className: `booking-field${error ? ' has-error' : ''}`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("label", {
                htmlFor: id,
                children: [
                    label,
                    " ",
                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("span", {
                        className: "booking-mark",
                        children: [
                            "(",
                            required ? t('required') : t('optional'),
                            ")"
                        ]
                    })
                ]
            }),
            children,
            error && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                className: "booking-error",
                id: `${id}-error`,
                children: error
            })
        ]
    });
}
// Only a party booking shows its package: the menu's cache (shared-lib/server-state) loads with it, not with every booking.
const PartyPackage = /*#__PURE__*/ (0,external_react_.lazy)(()=>Promise.resolve(/* import() */).then(() => (__webpack_require__(140))));
function ReservationsPage({ lang }) {
    const { t } = (0,external_shared_lib_.useTranslation)('booking');
    const [form, setForm] = (0,external_react_.useState)(EMPTY_FORM);
    const [errors, setErrors] = (0,external_react_.useState)({});
    const [status, setStatus] = (0,external_react_.useState)({
        kind: 'idle'
    });
    const setTime = (0,external_react_.useCallback)((time)=>setForm((f)=>({
                ...f,
                time
            })), []);
    const bounds = (0,external_shared_lib_.reservationDateBounds)(new Date());
    // The confirmation replaces the form: bring it (and its code) into view and move the focus to it, so neither a
    // phone user scrolled down to the button nor a screen reader is left on the vanished form.
    const confirmationHeading = (0,external_react_.useRef)(null);
    (0,external_react_.useEffect)(()=>{
        if (status.kind !== 'sent') return;
        confirmationHeading.current?.focus({
            preventScroll: true
        });
        confirmationHeading.current?.closest('section')?.scrollIntoView({
            block: 'start'
        });
    }, [
        status.kind
    ]);
    // 'Book a party' from the birthday menu arrives with ?occasion=birthday&package=slug.
    const [params] = (0,external_shared_lib_.useSearchParams)();
    const occasion = params.get('occasion') === 'birthday' ? 'birthday' : undefined;
    const partyPackage = occasion && /^[a-z0-9-]{1,80}$/.test(params.get('package') ?? '') ? params.get('package') : undefined;
    // a party starts at its package's smallest group (the diner may still choose another size)
    const startPartyAt = (0,external_react_.useCallback)(({ min, max })=>setForm((f)=>Number(f.guests) < min || Number(f.guests) > max ? {
                ...f,
                guests: String(Math.min(min, external_shared_lib_.MAX_PARTY_SIZE))
            } : f), []);
    const set = (field)=>(e)=>setForm((f)=>({
                    ...f,
                    [field]: e.target.value
                }));
    const err = (field)=>{
        const code = errors[field];
        if (!code) return undefined;
        if (code === 'noSeats') return t('noSeats');
        if (code === 'notice') return t('largeGroupNote', {
            hours: 24
        });
        return t(`errors.${code}`);
    };
    if (status.kind === 'sent') {
        const r = status.reservation;
        return /*#__PURE__*/ (0,jsx_runtime_.jsxs)("section", {
            className: "booking-page",
            "aria-live": "polite",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_.jsx)("h1", {
                    ref: confirmationHeading,
                    tabIndex: -1,
                    className: "booking-confirmation-title",
                    children: t('confirmationTitle')
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                    className: "booking-code",
                    "data-testid": "reservation-code",
                    children: t('confirmationCode', {
                        code: r.code
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                    children: t('confirmationWhen', {
                        date: (0,external_shared_lib_.formatLongDate)(r.date, lang),
                        time: (0,external_shared_lib_.formatSlotTime)(r.time, lang)
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                    children: t('confirmationGuests', {
                        count: r.guests
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                    children: t('confirmationKeep')
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsxs)("p", {
                    className: "booking-actions",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_shared_lib_.Link, {
                            className: "booking-submit booking-link",
                            to: (0,external_shared_lib_.withLanguage)(lang, `/reservations/manage?code=${r.code}`),
                            children: t('manageLink')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                            type: "button",
                            className: "booking-secondary",
                            onClick: ()=>setStatus({
                                    kind: 'idle'
                                }),
                            children: t('bookAnother')
                        })
                    ]
                })
            ]
        });
    }
    const aria = (field)=>({
            'aria-invalid': Boolean(errors[field]),
            'aria-describedby': errors[field] ? `booking-${field}-error` : undefined
        });
    async function submit(e) {
        e.preventDefault();
        const found = validateReservation(form, new Date());
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setStatus({
            kind: 'sending'
        });
        try {
            const res = await external_shared_lib_.apiClient.post('/reservations', {
                guests: Number(form.guests),
                date: form.date,
                time: form.time,
                name: form.fullName.trim(),
                phone: form.phoneNumber.trim(),
                email: form.emailAddress.trim(),
                specialRequests: form.specialRequests.trim() || undefined,
                language: lang,
                ...occasion ? {
                    occasion
                } : {},
                ...partyPackage ? {
                    package: partyPackage
                } : {}
            });
            setStatus({
                kind: 'sent',
                reservation: res.data
            });
        } catch (error) {
            // The server's reasons shown at their fields, in the guest's language; what was typed stays.
            const fields = (0,external_shared_lib_.isApiFailure)(error) ? Object.keys(error.errors ?? {}) : [];
            if ((0,external_shared_lib_.isApiFailure)(error) && error.status === 409) {
                setErrors({
                    time: 'noSeats'
                });
                setStatus({
                    kind: 'idle'
                });
            } else if ((0,external_shared_lib_.isApiFailure)(error) && error.status === 422 && fields.some((f)=>[
                    'date',
                    'time',
                    'guests'
                ].includes(f))) {
                setErrors(Object.fromEntries(fields.map((f)=>[
                        f,
                        f === 'date' ? 'dateRange' : f === 'guests' ? 'notice' : 'timeGone'
                    ])));
                setStatus({
                    kind: 'idle'
                });
            } else if ((0,external_shared_lib_.isApiFailure)(error) && error.status === 503) setStatus({
                kind: 'failed',
                message: t('busy')
            });
            else setStatus({
                kind: 'failed',
                message: (0,external_shared_lib_.apiErrorText)(error)
            });
        }
    }
    return /*#__PURE__*/ (0,jsx_runtime_.jsxs)("section", {
        className: "booking-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("h1", {
                children: occasion ? t('partyTitle') : t('title')
            }),
            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                children: t('intro')
            }),
            partyPackage && /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_react_.Suspense, {
                fallback: null,
                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)(PartyPackage, {
                    slug: partyPackage,
                    lang: lang,
                    guests: Number(form.guests),
                    onGroup: startPartyAt
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("div", {
                className: "booking-layout",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("form", {
                        className: "booking-form",
                        noValidate: true,
                        onSubmit: submit,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-guests",
                                label: t('guests'),
                                required: true,
                                error: err('guests'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("select", {
                                    id: "booking-guests",
                                    value: form.guests,
                                    onChange: set('guests'),
                                    ...aria('guests'),
                                    children: Array.from({
                                        length: external_shared_lib_.MAX_PARTY_SIZE
                                    }, (_, i)=>i + 1).map((n)=>/*#__PURE__*/ (0,jsx_runtime_.jsx)("option", {
                                            value: n,
                                            children: t('guestsOption', {
                                                count: n
                                            })
                                        }, n))
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-date",
                                label: t('date'),
                                required: true,
                                error: err('date'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                    id: "booking-date",
                                    type: "date",
                                    min: bounds.min,
                                    max: bounds.max,
                                    value: form.date,
                                    onChange: set('date'),
                                    ...aria('date')
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-time",
                                label: t('time'),
                                required: true,
                                error: err('time'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)(TimeSelect, {
                                    id: "booking-time",
                                    lang: lang,
                                    date: form.date,
                                    guests: Number(form.guests),
                                    value: form.time,
                                    onChange: setTime,
                                    invalid: Boolean(errors.time),
                                    describedBy: errors.time ? 'booking-time-error' : undefined
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-fullName",
                                label: t('fullName'),
                                required: true,
                                error: err('fullName'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                    id: "booking-fullName",
                                    autoComplete: "name",
                                    value: form.fullName,
                                    onChange: set('fullName'),
                                    ...aria('fullName')
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-phoneNumber",
                                label: t('phoneNumber'),
                                required: true,
                                error: err('phoneNumber'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                    id: "booking-phoneNumber",
                                    type: "tel",
                                    autoComplete: "tel",
                                    value: form.phoneNumber,
                                    onChange: set('phoneNumber'),
                                    ...aria('phoneNumber')
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-emailAddress",
                                label: t('emailAddress'),
                                required: true,
                                error: err('emailAddress'),
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("input", {
                                    id: "booking-emailAddress",
                                    type: "email",
                                    autoComplete: "email",
                                    value: form.emailAddress,
                                    onChange: set('emailAddress'),
                                    ...aria('emailAddress')
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)(Field, {
                                id: "booking-specialRequests",
                                label: t('specialRequests'),
                                required: false,
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)("textarea", {
                                    id: "booking-specialRequests",
                                    rows: 3,
                                    maxLength: 500,
                                    placeholder: t('specialRequestsHint'),
                                    value: form.specialRequests,
                                    onChange: set('specialRequests')
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("button", {
                                type: "submit",
                                className: "booking-submit",
                                disabled: status.kind === 'sending',
                                children: status.kind === 'sending' ? t('submitting') : t('submit')
                            }),
                            status.kind === 'failed' && /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                className: "booking-error",
                                role: "alert",
                                children: t('failed', {
                                    message: status.message
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("p", {
                                className: "booking-note",
                                children: /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_shared_lib_.Link, {
                                    to: (0,external_shared_lib_.withLanguage)(lang, '/reservations/manage'),
                                    children: t('manageLink')
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_.jsxs)("aside", {
                        className: "booking-info",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_.jsx)("h2", {
                                children: t('infoTitle')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_.jsxs)("ul", {
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("li", {
                                        children: t('infoLargeGroups')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("li", {
                                        children: t('infoDaysAhead')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_.jsx)("li", {
                                        children: t('infoHours')
                                    })
                                ]
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/routes.tsx






(0,external_shared_lib_.addTranslations)({
    booking: bookingTranslations
});
(0,external_shared_lib_.injectRemoteStyles)('booking', booking_namespaceObject);
/** mf-booking's pages: /{lang}/reservations and /{lang}/reservations/manage. */ function BookingRoutes({ lang }) {
    return /*#__PURE__*/ (0,jsx_runtime_.jsx)("div", {
        "data-remote": "booking",
        children: /*#__PURE__*/ (0,jsx_runtime_.jsxs)(external_shared_lib_.Routes, {
            children: [
                /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_shared_lib_.Route, {
                    index: true,
                    element: /*#__PURE__*/ (0,jsx_runtime_.jsx)(ReservationsPage, {
                        lang: lang
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_shared_lib_.Route, {
                    path: "manage",
                    element: /*#__PURE__*/ (0,jsx_runtime_.jsx)(ManagePage, {
                        lang: lang
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime_.jsx)(external_shared_lib_.Route, {
                    path: "*",
                    element: /*#__PURE__*/ (0,jsx_runtime_.jsx)(ReservationsPage, {
                        lang: lang
                    })
                })
            ]
        })
    });
}

module.exports = __webpack_exports__;
/******/ })()
;