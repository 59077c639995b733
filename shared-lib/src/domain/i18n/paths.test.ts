import { languageFromPath, redirectForUnprefixed, stripLanguage, switchLanguagePath, withLanguage } from './paths';

describe('language prefix rules (SPEC 2.1)', () => {
  it('reads a supported prefix and ignores anything else', () => {
    expect(languageFromPath('/ru/menu')).toBe('ru');
    expect(languageFromPath('/de/menu')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
  });

  it('strips the prefix to find the real path', () => {
    expect(stripLanguage('/en/menu/12')).toBe('/menu/12');
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/menu')).toBe('/menu');
  });

  it('builds links by prefixing the language; the root becomes just the prefix', () => {
    expect(withLanguage('tr', '/menu')).toBe('/tr/menu');
    expect(withLanguage('tr', '/')).toBe('/tr');
    expect(withLanguage('az', '/en/about')).toBe('/az/about');
  });

  it('switching language keeps the page', () => {
    expect(switchLanguagePath('/en/menu/7', 'ru')).toBe('/ru/menu/7');
    expect(switchLanguagePath('/az', 'en')).toBe('/en');
  });
});

describe('redirects of paths without a valid prefix (SPEC 2.1, 2.3)', () => {
  it.each([
    ['/', 'az', '/az'],
    ['/menu', 'az', '/az/menu'],
    ['/menu/15', 'en', '/en/menu'],
    ['/track-order/AB12CD', 'ru', '/ru/track-order'],
    ['/mokaland/birthday-menu', 'tr', '/tr/mokaland/birthday-menu'],
    ['/order-success', 'az', '/az/order-success'],
    ['/xx/menu', 'az', '/az/menu'],
    ['/de', 'en', '/en'],
    ['/fr-FR/about', 'az', '/az/about'],
    ['/whatever', 'az', '/az/whatever'],
  ])('%s with %s stored -> %s', (path, lang, target) => {
    expect(redirectForUnprefixed(path, lang as 'az')).toBe(target);
  });

  it('leaves prefixed, admin and the special pages alone', () => {
    expect(redirectForUnprefixed('/en/menu')).toBeUndefined();
    expect(redirectForUnprefixed('/admin/login')).toBeUndefined();
    expect(redirectForUnprefixed('/breakfast')).toBeUndefined();
    expect(redirectForUnprefixed('/qapali-italyan-pizzasi')).toBeUndefined();
  });
});
