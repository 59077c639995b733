import type { RestaurantInfo } from './api-types';

/** SPEC 1, 3: the restaurant on the city square in central Baku, open daily 07:00-03:00, since 1995. */
export const DEFAULT_RESTAURANT: RestaurantInfo = {
  name: 'Pizza Inn',
  phone: '+994 12 498 00 00',
  shortPhone: '*1995',
  email: 'info@pizzainn.az',
  address: {
    az: 'Fəvvarələr meydanı, Nizami küçəsi, Bakı AZ1000, Azərbaycan',
    en: 'Fountain Square, Nizami Street, Baku AZ1000, Azerbaijan',
    ru: 'Площадь Фонтанов, улица Низами, Баку AZ1000, Азербайджан',
    tr: 'Fıskiyeler Meydanı, Nizami Caddesi, Bakü AZ1000, Azerbaycan',
  },
  geo: { lat: 40.3719, lng: 49.8372 },
  workingHours: { open: '07:00', close: '03:00' },
  socialMedia: {
    facebook: 'https://www.facebook.com/pizzainnbaku',
    instagram: 'https://www.instagram.com/pizzainnbaku',
    twitter: 'https://twitter.com/pizzainnbaku',
  },
  deliveryPlatforms: [
    { name: 'Wolt', url: 'https://wolt.com/az/aze/baku/restaurant/pizza-inn', appUrl: 'wolt://venue/pizza-inn' },
    { name: 'Bolt Food', url: 'https://food.bolt.eu/az-AZ/baku/p/pizza-inn', appUrl: 'boltfood://provider/pizza-inn' },
  ],
  maps: [
    { name: 'Google Maps', url: 'https://www.google.com/maps/search/?api=1&query=40.3719,49.8372' },
    { name: 'Apple Maps', url: 'https://maps.apple.com/?ll=40.3719,49.8372&q=Pizza%20Inn' },
  ],
  navigationApps: [
    { name: 'Waze', url: 'https://waze.com/ul?ll=40.3719,49.8372&navigate=yes' },
    { name: 'Yandex Navigator', url: 'https://yandex.com/maps/?rtext=~40.3719,49.8372&rtt=auto' },
  ],
  rating: { value: 4, count: 692 },
  openSince: 1995,
};
