import type { LanguageTexts } from '../i18n/setup';
import type { en } from './en';

export const tr: LanguageTexts<typeof en> = {
  allergens: {
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
    molluscs: 'yumuşakçalar',
  },
  dietary: {
    vegetarian: 'Vejetaryen',
    vegan: 'Vegan',
    spicy: 'Acılı',
    meat: 'Etli',
  },
  orderStatus: {
    pending: 'Beklemede',
    confirmed: 'Onaylandı',
    preparing: 'Hazırlanıyor',
    ready: 'Hazır',
    delivered: 'Teslim edildi',
    cancelled: 'İptal edildi',
  },
  orderType: {
    table: 'Masada',
    pickup: 'Gel-al',
    delivery: 'Teslimat',
  },
  reservationStatus: {
    pending: 'Onay bekliyor',
    confirmed: 'Onaylandı',
    seated: 'Misafirler masada',
    completed: 'Tamamlandı',
    cancelled: 'İptal edildi',
    'no-show': 'Misafirler gelmedi',
  },
  contactStatus: {
    unread: 'Okunmadı',
    read: 'Okundu',
    archived: 'Arşivde',
  },
  roles: {
    CUSTOMER: 'Müşteri',
    STAFF: 'Personel',
    MANAGER: 'Müdür',
    ADMIN: 'Yönetici',
    SUPER_ADMIN: 'Baş yönetici',
  },
};
