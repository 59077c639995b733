import { pictureSources } from './pictures';

it('offers AVIF then WebP at 400 and 800 px for a picture of the API pipeline', () => {
  expect(pictureSources('/api/menu/images/margherita.svg')).toEqual([
    { type: 'image/avif', srcSet: '/api/menu/images/margherita-400.avif 400w, /api/menu/images/margherita-800.avif 800w' },
    { type: 'image/webp', srcSet: '/api/menu/images/margherita-400.webp 400w, /api/menu/images/margherita-800.webp 800w' },
  ]);
});

it('offers no variants for a picture from elsewhere', () => {
  expect(pictureSources('https://example.com/pizza.jpg')).toEqual([]);
  expect(pictureSources('')).toEqual([]);
});
