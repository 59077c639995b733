import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from 'shared-lib';
import { SITE_PAGES } from 'shared-lib/domain';
import { store } from '../app/store';
import { commonTranslations } from '../i18n';
import { vocabularyTranslations } from 'shared-lib/vocabulary';
import { AppRoutes } from './app-routes';

jest.mock('shared-lib', () => {
  const actual = jest.requireActual('shared-lib');
  // The shell's own pages ask the API for data: in these routing tests the API answers with nothing.
  actual.apiClient.get = () => Promise.reject({ success: false, message: 'offline' });
  return actual;
});

jest.mock('../remotes/remote-loader', () => ({
  loadRemoteModule: () => Promise.reject(new Error('remote down')),
}));

beforeAll(() => initI18n('az', { common: commonTranslations, vocabulary: vocabularyTranslations }));
beforeEach(() => localStorage.clear());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}
afterEach(() => jest.restoreAllMocks());

it('sends / to the browser language home on a first visit', async () => {
  browserLanguages(['ru-RU', 'en']);
  renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Пицца на площади с 1995 года' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/ru');
  expect(document.documentElement.lang).toBe('ru');
});

it('sends / to the default language home when the browser has none of the four', async () => {
  browserLanguages(['de-DE', 'fr']);
  renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: '1995-ci ildən Fəvvarələr meydanında pizza' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/az');
  expect(document.documentElement.lang).toBe('az');
});

it('sends an unprefixed path to the stored language', async () => {
  localStorage.setItem('PizzaInn_language', 'tr');
  renderAt('/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/tr/about');
  expect(document.documentElement.lang).toBe('tr');
});

it('replaces an invalid language segment and keeps the rest of the path', async () => {
  browserLanguages(['de-DE']);
  renderAt('/xx/reservations');
  expect(await screen.findByText('Saytın bu hissəsi hazırda əlçatan deyil')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/az/reservations');
});

it('shows a translated fallback with a retry when a remote cannot load, inside the header and footer', async () => {
  renderAt('/en/menu');
  expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Pizza Inn' })).toBeTruthy();
  expect(screen.getByRole('contentinfo').textContent).toContain('Daily 7:00 AM – 3:00 AM');
});

it('switching language keeps the page and stores the choice', async () => {
  renderAt('/en/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  fireEvent.change(screen.getAllByRole('combobox', { name: 'Choose language' })[0]!, { target: { value: 'ru' } });
  expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/ru/no-such-page');
  expect(localStorage.getItem('PizzaInn_language')).toBe('ru');
});

it('lists the four languages by their own names, in the header and in the phone menu', () => {
  renderAt('/en');
  for (const select of screen.getAllByRole('combobox', { name: 'Choose language' })) {
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Azərbaycan', 'English', 'Русский', 'Türkçe']);
  }
  expect(screen.getAllByRole('combobox', { name: 'Choose language' })).toHaveLength(2);
});

/** The site's server answers 200 or 404 from shared-lib's SITE_PAGES: the shell must show a page at each of them. */
const samplePath = (path: string) => path.replace(':id', '7').replace(':code', 'ABCDEFGHJK').replace('/*', '');
it.each(SITE_PAGES.map((p) => samplePath(p.path)))('has a page at /en/%s, as SITE_PAGES says', async (path) => {
  renderAt(`/en/${path}`);
  expect(await screen.findByRole('main')).toBeTruthy();
  expect(screen.queryByText('404')).toBeNull();
});

it('shows the not-found page where SITE_PAGES has none', async () => {
  renderAt('/en/nowhere');
  expect(await screen.findByText('404')).toBeTruthy();
});
