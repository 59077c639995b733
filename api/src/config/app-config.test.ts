import { appConfigFromEnv, publicSiteUrl } from './app-config';
import { validateEnvironment } from './environment';

it('takes the public site address for printed links from SITE_URL, and nothing else', () => {
  expect(publicSiteUrl('https://pizzainn.az/')).toBe('https://pizzainn.az');
  expect(publicSiteUrl('https://pizzainn.az/site/')).toBe('https://pizzainn.az/site');
  expect(publicSiteUrl(undefined)).toBeNull();
  expect(publicSiteUrl('javascript:alert(1)')).toBeNull();
  expect(publicSiteUrl('pizzainn.az')).toBeNull();
  expect(appConfigFromEnv({ SITE_URL: 'https://pizzainn.az' }).siteUrl).toBe('https://pizzainn.az');
  expect(appConfigFromEnv({}).siteUrl).toBeNull();
});

describe('the environment is checked before the API starts (config/environment.ts)', () => {
  it('lets good and unset values through, empty ones counting as unset', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_EXPIRES_IN_SECONDS: '900',
      SMTP_PORT: '587',
      SITE_URL: 'https://pizzainn.az',
      CORS_ORIGINS: 'https://pizzainn.az, https://menu.pizzainn.az',
      API_DOCS: 'false',
      DATABASE_URL: '',
      PATH: '/usr/bin',
    };
    expect(validateEnvironment(env)).toMatchObject({ SMTP_PORT: '587', PATH: '/usr/bin' });
    expect(appConfigFromEnv(validateEnvironment(env)).jwtExpiresInSeconds).toBe(900);
  });

  it('refuses values that cannot be what they name, naming each variable', () => {
    const bad = {
      JWT_EXPIRES_IN_SECONDS: 'fifteen minutes',
      SMTP_PORT: '99999',
      SITE_URL: 'javascript:alert(1)',
      REQUEST_LOGS: 'yes',
      CORS_ORIGINS: 'pizzainn.az',
      WRITE_LIMIT_SCALE: '0',
      DATABASE_URL: 'mysql://x',
    };
    let message = '';
    try {
      validateEnvironment(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Refusing to start: the environment has invalid settings');
    for (const name of Object.keys(bad)) expect(message).toContain(name);
    expect(message).toContain('SMTP_PORT must be between 1 and 65535');
    expect(message).toContain('REQUEST_LOGS must be true or false');
  });
});
