import type { LanguageTexts } from '../i18n/setup';
import type { en } from './en';

export const ru: LanguageTexts<typeof en> = {
  allergens: {
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
    molluscs: 'моллюски',
  },
  allergenFree: {
    gluten: 'Без глютена',
    milk: 'Без молока',
    egg: 'Без яиц',
    nuts: 'Без орехов',
    peanuts: 'Без арахиса',
    fish: 'Без рыбы',
    shellfish: 'Без ракообразных',
    soy: 'Без сои',
    celery: 'Без сельдерея',
    mustard: 'Без горчицы',
    sesame: 'Без кунжута',
    sulphites: 'Без сульфитов',
    lupin: 'Без люпина',
    molluscs: 'Без моллюсков',
  },
  dietary: {
    vegetarian: 'Вегетарианское',
    vegan: 'Веганское',
    spicy: 'Острое',
    meat: 'С мясом',
  },
  // заказ: masculine
  orderStatus: {
    pending: 'Ожидает подтверждения',
    confirmed: 'Подтверждён',
    preparing: 'Готовится',
    ready: 'Готов',
    delivered: 'Выполнен',
    cancelled: 'Отменён',
  },
  orderStep: {
    onTheWay: 'В пути',
  },
  orderType: {
    table: 'За столиком',
    pickup: 'Самовывоз',
    delivery: 'Доставка',
  },
  // бронь: feminine
  reservationStatus: {
    pending: 'Ожидает подтверждения',
    confirmed: 'Подтверждена',
    seated: 'Гости за столиком',
    completed: 'Завершена',
    cancelled: 'Отменена',
    'no-show': 'Гости не пришли',
  },
  contactStatus: {
    unread: 'Не прочитано',
    read: 'Прочитано',
    archived: 'В архиве',
  },
  roles: {
    CUSTOMER: 'Гость',
    STAFF: 'Сотрудник',
    MANAGER: 'Менеджер',
    ADMIN: 'Администратор',
    SUPER_ADMIN: 'Главный администратор',
  },
  map: {
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    attribution: '© участники OpenStreetMap',
  },
};
