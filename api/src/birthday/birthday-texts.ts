import type { Language } from 'shared-lib/domain';

/** The birthday-menu document's own texts, in the four languages of the site. */
export const BIRTHDAY_TEXTS: Record<
  Language,
  {
    title: string;
    subtitle: string;
    packages: string;
    perChild: string;
    children: string;
    includes: string;
    kidsMenu: string;
    booking: string;
    address: string;
  }
> = {
  az: {
    title: 'Mokaland ad günü menyusu',
    subtitle: 'Uşağınızın ad günü şənliyini biz təşkil edək: yemək, oyunlar və tort bir yerdə.',
    packages: 'Şənlik paketləri',
    perChild: 'hər uşaq üçün',
    children: '{min}–{max} uşaq',
    includes: 'Daxildir',
    kidsMenu: 'Mokaland uşaq menyusu',
    booking: 'Şənlik sifarişi: {phone} və ya saytdakı «Şənlik sifariş et» düyməsi',
    address: 'Ünvan: {address}',
  },
  en: {
    title: 'Mokaland Birthday Menu',
    subtitle: "Let us host your child's party: food, games and the cake, all in one place.",
    packages: 'Birthday packages',
    perChild: 'per child',
    children: '{min}–{max} children',
    includes: 'Includes',
    kidsMenu: 'Mokaland kids menu',
    booking: "Book a party: {phone} or 'Book a party' on our website",
    address: 'Address: {address}',
  },
  ru: {
    title: 'Праздничное меню Mokaland',
    subtitle: 'Устроим праздник для вашего ребёнка: угощение, игры и торт в одном месте.',
    packages: 'Праздничные пакеты',
    perChild: 'за ребёнка',
    children: '{min}–{max} детей',
    includes: 'В пакет входит',
    kidsMenu: 'Детское меню Mokaland',
    booking: 'Заказ праздника: по телефону {phone} или на сайте — кнопка «Заказать праздник»',
    address: 'Адрес: {address}',
  },
  tr: {
    title: 'Mokaland doğum günü menüsü',
    subtitle: 'Çocuğunuzun doğum günü partisini biz düzenleyelim: yemek, oyunlar ve pasta bir arada.',
    packages: 'Doğum günü paketleri',
    perChild: '/ çocuk',
    children: '{min}–{max} çocuk',
    includes: 'Pakete dâhil olanlar',
    kidsMenu: 'Mokaland çocuk menüsü',
    booking: 'Parti rezervasyonu: {phone} veya sitemizdeki “Parti rezervasyonu yap” düğmesi',
    address: 'Adres: {address}',
  },
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
