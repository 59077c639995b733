import { appConfigFromEnv, publicSiteUrl } from './app-config';

it('takes the public site address for printed links from SITE_URL, and nothing else', () => {
  expect(publicSiteUrl('https://pizzainn.az/')).toBe('https://pizzainn.az');
  expect(publicSiteUrl('https://pizzainn.az/site/')).toBe('https://pizzainn.az/site');
  expect(publicSiteUrl(undefined)).toBeNull();
  expect(publicSiteUrl('javascript:alert(1)')).toBeNull();
  expect(publicSiteUrl('pizzainn.az')).toBeNull();
  expect(appConfigFromEnv({ SITE_URL: 'https://pizzainn.az' }).siteUrl).toBe('https://pizzainn.az');
  expect(appConfigFromEnv({}).siteUrl).toBeNull();
});
