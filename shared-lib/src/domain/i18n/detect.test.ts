import { detectLanguage, readStoredLanguage, storeLanguage, type KeyValueStorage } from './detect';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

describe('language detection (SPEC 4.1)', () => {
  it('prefers the URL, then the stored choice, then the browser, then az', () => {
    const storage = memoryStorage({ PizzaInn_language: 'ru' });
    expect(detectLanguage({ pathname: '/tr/menu', storage, browserLanguages: ['en-US'] })).toBe('tr');
    expect(detectLanguage({ pathname: '/menu', storage, browserLanguages: ['en-US'] })).toBe('ru');
    expect(detectLanguage({ pathname: '/menu', storage: memoryStorage(), browserLanguages: ['de-DE', 'en-GB'] })).toBe('en');
    expect(detectLanguage({ pathname: '/', storage: memoryStorage(), browserLanguages: ['fr'] })).toBe('az');
  });

  it('saves only supported codes under the brand key', () => {
    const storage = memoryStorage();
    expect(storeLanguage(storage, 'de')).toBe(false);
    expect(storage.data).toEqual({});
    expect(storeLanguage(storage, 'tr')).toBe(true);
    expect(storage.data).toEqual({ PizzaInn_language: 'tr' });
  });

  it('a failed read logs the warning of SPEC 8.5 and counts as absent', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredLanguage(broken)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Failed to read language preference from localStorage');
    expect(detectLanguage({ pathname: '/', storage: broken })).toBe('az');
    warn.mockRestore();
  });
});
