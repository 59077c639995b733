import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, toastRequested } from 'shared-lib';
import { AppProvider, useApp } from './app-context';
import { AppEffects } from './app-effects';
import { appActions, NOTIFICATION_DURATION_MS } from './app-slice';
import './auth-slice';
import './toast-slice';

function fresh() {
  const store = createAppStore();
  store.dispatch({ type: 'test/init' });
  return store;
}

it('useApp outside its provider raises the SPEC 8.5 error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Reader() {
    useApp();
    return null;
  }
  expect(() => render(<Reader />)).toThrow('useApp must be used within an AppProvider');
});

it('merges restaurant info and settings into what is there', () => {
  const store = fresh();
  store.dispatch(appActions.updateSettings({ currency: 'AZN' }));
  store.dispatch(appActions.updateSettings({ deliveryFee: '2.00' }));
  store.dispatch(appActions.updateRestaurantInfo({ name: 'Pizza Inn' }));
  store.dispatch(appActions.updateRestaurantInfo({ phone: '+994 12 498 00 00' }));
  expect(store.getState().app).toMatchObject({
    language: 'en',
    theme: 'light',
    settings: { currency: 'AZN', deliveryFee: '2.00' },
    restaurantInfo: { name: 'Pizza Inn', phone: '+994 12 498 00 00' },
  });
});

it('the same restaurant info and settings sent again keep the objects the store had (nothing renders again); a change replaces them', () => {
  const store = fresh();
  store.dispatch(appActions.updateRestaurantInfo({ name: 'Pizza Inn', address: { az: 'Bakı', en: 'Baku', ru: 'Баку', tr: 'Bakü' } }));
  store.dispatch(appActions.updateSettings({ deliveryFee: '2.00' }));
  const { restaurantInfo, settings } = store.getState().app!;
  // what a page asks the API for once it is live: a fresh copy of what the server's page showed
  store.dispatch(appActions.updateRestaurantInfo({ name: 'Pizza Inn', address: { az: 'Bakı', en: 'Baku', ru: 'Баку', tr: 'Bakü' } }));
  store.dispatch(appActions.updateSettings({ deliveryFee: '2.00' }));
  expect(store.getState().app!.restaurantInfo).toBe(restaurantInfo);
  expect(store.getState().app!.settings).toBe(settings);
  store.dispatch(appActions.updateRestaurantInfo({ address: { az: 'Bakı', en: 'Baku, Nizami 1', ru: 'Баку', tr: 'Bakü' } }));
  expect(store.getState().app!.restaurantInfo).toEqual({ name: 'Pizza Inn', address: { az: 'Bakı', en: 'Baku, Nizami 1', ru: 'Баку', tr: 'Bakü' } });
});

it('removes notifications after 5000 ms, after their own duration, or never with autoRemove false', () => {
  jest.useFakeTimers();
  const store = fresh();
  render(
    <Provider store={store}>
      <AppProvider>
        <AppEffects />
      </AppProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(appActions.addNotification({ id: 'default', text: 'a' }));
    store.dispatch(appActions.addNotification({ id: 'short', duration: 1000 }));
    store.dispatch(appActions.addNotification({ id: 'sticky', autoRemove: false }));
  });
  const ids = () => store.getState().app!.notifications.map((n) => n.id);
  act(() => jest.advanceTimersByTime(1000));
  expect(ids()).toEqual(['default', 'sticky']);
  act(() => jest.advanceTimersByTime(NOTIFICATION_DURATION_MS));
  expect(ids()).toEqual(['sticky']);
  jest.useRealTimers();
});

it('applies the theme as data-theme on the document root and saves it', () => {
  const store = fresh();
  render(
    <Provider store={store}>
      <AppEffects />
    </Provider>,
  );
  act(() => void store.dispatch(appActions.setTheme('dark')));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('PizzaInn_theme')).toBe('dark');
});

it('keeps at most 20 toasts, the newest', () => {
  const store = fresh();
  for (let i = 1; i <= 25; i++) store.dispatch(toastRequested({ message: `toast ${i}`, type: 'info' }));
  const toasts = store.getState().toasts!;
  expect(toasts).toHaveLength(20);
  expect(toasts[0]!.message).toBe('toast 6');
  expect(toasts.at(-1)!.message).toBe('toast 25');
});

it('the useApp accessor reads the state inside its provider', () => {
  const store = fresh();
  function Reader() {
    return <p>{useApp().state.theme}</p>;
  }
  render(
    <Provider store={store}>
      <AppProvider>
        <Reader />
      </AppProvider>
    </Provider>,
  );
  expect(screen.getByText('light')).toBeTruthy();
});
