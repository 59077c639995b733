import type { LanguageTexts } from '../i18n/setup';
import type { en } from './en';

export const az: LanguageTexts<typeof en> = {
  allergens: {
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
    molluscs: 'molyusklar',
  },
  dietary: {
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    spicy: 'Acılı',
    meat: 'Ətli',
  },
  orderStatus: {
    pending: 'Gözləmədə',
    confirmed: 'Təsdiqlənib',
    preparing: 'Hazırlanır',
    ready: 'Hazırdır',
    delivered: 'Təhvil verilib',
    cancelled: 'Ləğv edilib',
  },
  orderType: {
    table: 'Masada',
    pickup: 'Özü götürmə',
    delivery: 'Çatdırılma',
  },
  reservationStatus: {
    pending: 'Təsdiq gözləyir',
    confirmed: 'Təsdiqlənib',
    seated: 'Qonaqlar masadadır',
    completed: 'Başa çatıb',
    cancelled: 'Ləğv edilib',
    'no-show': 'Qonaqlar gəlməyib',
  },
  contactStatus: {
    unread: 'Oxunmayıb',
    read: 'Oxunub',
    archived: 'Arxivdə',
  },
  roles: {
    CUSTOMER: 'Müştəri',
    STAFF: 'Əməkdaş',
    MANAGER: 'Menecer',
    ADMIN: 'Administrator',
    SUPER_ADMIN: 'Baş administrator',
  },
};
