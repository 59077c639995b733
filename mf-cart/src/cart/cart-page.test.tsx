import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { addToCart, apiClient, createAppStore, initI18n, publicSettingsLoaded, type PublicSettings } from 'shared-lib';
import { addDays, bakuDate, everyDay } from 'shared-lib/domain';
import { cartNamespaces } from '../i18n';
import '../store/cart-slice';
import { CartPage } from './cart-page';

beforeAll(() => initI18n('en', cartNamespaces));
// The cart re-reads its lines' names from both menus: here, menus that no longer list these items (lines keep their names).
beforeEach(() => jest.spyOn(apiClient, 'get').mockResolvedValue({ success: true, data: [] }));
afterEach(() => jest.restoreAllMocks());

function renderCart() {
  const store = createAppStore();
  store.dispatch({ type: 'cart/init' });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CartPage lang="en" />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

it('says when the cart is empty', () => {
  renderCart();
  expect(screen.getByText('Your cart is empty')).toBeTruthy();
});

it('shows lines, disables decrease at 1, and totals with the 10% service fee', () => {
  const store = renderCart();
  act(() => addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 }));
  act(() => addToCart(store.dispatch, () => store.getState(), { id: '2', name: 'Cola', price: 2.5, quantity: 2 }));
  expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  expect((screen.getByRole('button', { name: 'Decrease quantity of Margherita' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Decrease quantity of Cola' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.getByTestId('cart-subtotal').textContent).toBe('14,50\u00a0₼');
  expect(screen.getByTestId('cart-service-fee').textContent).toBe('1,45\u00a0₼');
  expect(screen.getByTestId('cart-total').textContent).toBe('15,95\u00a0₼');
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Margherita' }));
  expect(screen.getByTestId('cart-subtotal').textContent).toBe('24,00\u00a0₼');
});

it('totals with the fees and the pause from the settings the host put in the store, and asks the API for none', () => {
  const store = renderCart();
  act(() => addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 10 }));
  expect(screen.getByTestId('cart-service-fee').textContent).toBe('1,00\u00a0₼');
  const settings = {
    settings: { serviceFeeRate: 0.05, deliveryFee: '3.00', freeDeliveryThreshold: '40.00', currency: 'AZN' },
    ordering: { paused: true },
  } as unknown as PublicSettings;
  act(() => void store.dispatch(publicSettingsLoaded(settings)));
  expect(screen.getByTestId('cart-service-fee').textContent).toBe('0,50\u00a0₼');
  expect(screen.getByTestId('cart-total').textContent).toBe('10,50\u00a0₼');
  expect(screen.getByTestId('ordering-paused').textContent).toBe(
    'Online ordering is paused right now. You can still look at the menu; please try again later or call us.',
  );
  expect(jest.mocked(apiClient).get.mock.calls.map(([url]) => url)).not.toContain('/settings');
});

it('says the restaurant is closed and when it opens, before the diner fills a cart', () => {
  const store = renderCart();
  const today = bakuDate();
  const restaurant = {
    workingHours: { open: '07:00', close: '03:00' },
    openingHours: { ...everyDay({ open: '07:00', close: '03:00' }), closedDates: [addDays(today, -1), today] },
  };
  const settings = {
    restaurant,
    settings: { serviceFeeRate: 0.1, deliveryFee: '2.00', freeDeliveryThreshold: '25.00', currency: 'AZN' },
    ordering: { paused: false, followsOpeningHours: true },
  } as unknown as PublicSettings;
  act(() => void store.dispatch(publicSettingsLoaded(settings)));
  expect(screen.getByTestId('restaurant-closed').textContent).toBe(
    'We are closed now and open at 07:00. You can order ahead: a pickup or delivery for later today or tomorrow.',
  );
  // a test server that takes orders at any hour says nothing
  act(() => void store.dispatch(publicSettingsLoaded({ ...settings, ordering: { paused: false, maxOrderTotal: '500.00', followsOpeningHours: false } })));
  expect(screen.queryByTestId('restaurant-closed')).toBeNull();
});

it('removes a line with an Undo that restores it', () => {
  const store = renderCart();
  act(() => addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Margherita' }));
  expect(screen.getByText('Margherita removed from cart')).toBeTruthy();
  expect(screen.getByText('Your cart is empty')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
});
