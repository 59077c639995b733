import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  apiClient,
  createAppStore,
  DEFAULT_RESTAURANT,
  initI18n,
  loadApiErrorTexts,
  publicSettingsLoaded,
  selectPublicSettings,
  type PublicSettings,
  type UserDto,
} from 'shared-lib';
import { adminNamespaces } from '../i18n';
import { QrPage } from './qr-page';
import { SettingsPage } from './settings-page';

// jsdom has no canvas: the codes' pictures are not what these tests look at
jest.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,') }));

beforeAll(async () => {
  await initI18n('en', adminNamespaces);
  await loadApiErrorTexts('en');
});
afterEach(() => jest.restoreAllMocks());

const STAFF: UserDto = { id: 's1', name: 'Staff', email: 'staff@pizzainn.az', phone: null, role: 'STAFF' } as UserDto;
const MANAGER: UserDto = { ...STAFF, id: 'm1', role: 'MANAGER' } as UserDto;

const SETTINGS: PublicSettings = {
  restaurant: DEFAULT_RESTAURANT,
  settings: { serviceFeeRate: 0.1, deliveryFee: '2.00', freeDeliveryThreshold: '25.00' },
  reservations: { seatsPerSlot: 40 },
  ordering: { paused: false, maxOrderTotal: '1000.00' },
  siteUrl: 'https://pizzainn.az',
} as PublicSettings;

describe('the table QR codes', () => {
  it('open the public address from the settings the page already has, without asking the API again', async () => {
    const get = jest.spyOn(apiClient, 'get');
    const store = createAppStore();
    store.dispatch(publicSettingsLoaded(SETTINGS));
    render(
      <Provider store={store}>
        <QrPage lang="az" me={STAFF} />
      </Provider>,
    );
    expect(screen.getByTestId('qr-address').textContent).toBe('The codes open https://pizzainn.az.');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('img')[0]!.getAttribute('data-url')).toBe('https://pizzainn.az/az/menu?table=1'));
    expect(get).not.toHaveBeenCalled();
  });

  it('without settings asks once more, and if that fails uses this browser’s address with a warning before printing', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue({ success: false, status: 503, code: 'SERVICE_BUSY', message: 'busy' });
    render(
      <Provider store={createAppStore()}>
        <QrPage lang="en" me={STAFF} />
      </Provider>,
    );
    expect(screen.queryByTestId('qr-address')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('qr-address').textContent).toBe(`The codes open ${window.location.origin}.`));
    expect(screen.getByRole('alert').textContent).toContain('This address only works inside this network');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/settings');
  });
});

describe("the restaurant's tables", () => {
  it('are the count the settings give: staff print them, a manager changes the count and every part reads it', async () => {
    const store = createAppStore();
    store.dispatch(publicSettingsLoaded({ ...SETTINGS, ordering: { ...SETTINGS.ordering, tableCount: 3 } }));
    const { unmount } = render(
      <Provider store={store}>
        <QrPage lang="en" me={STAFF} />
      </Provider>,
    );
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(screen.getByTestId('qr-table-count').textContent).toBe('Number of tables: 3');
    expect(screen.queryByRole('button', { name: 'Save the number of tables' })).toBeNull();
    unmount();

    const saved = { ...SETTINGS, ordering: { ...SETTINGS.ordering, tableCount: 5 } };
    const put = jest.spyOn(apiClient.http, 'request').mockResolvedValue({ data: { success: true, data: saved } } as never);
    render(
      <Provider store={store}>
        <QrPage lang="en" me={MANAGER} />
      </Provider>,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of tables' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the number of tables' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ url: '/admin/settings/operations', method: 'PUT', data: { tableCount: 5 } }));
    expect(selectPublicSettings(store.getState())?.ordering.tableCount).toBe(5);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
  });
});

describe('the settings page', () => {
  it('starts from the stored settings and, once saved, every part of the page reads the new fee', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ success: true, data: SETTINGS } as never);
    const saved = { ...SETTINGS, settings: { ...SETTINGS.settings, deliveryFee: '3.50' } };
    // The save is a mutation (staffApi.saveSettings) through the shared client's axios instance.
    const put = jest.spyOn(apiClient.http, 'request').mockResolvedValue({ data: { success: true, data: saved } } as never);
    const store = createAppStore();
    render(
      <Provider store={store}>
        <SettingsPage />
      </Provider>,
    );
    const fee = (await screen.findByLabelText('Delivery fee (₼)')) as HTMLInputElement;
    expect(fee.value).toBe('2.00');
    fireEvent.change(fee, { target: { value: '3,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/admin/settings',
          method: 'PUT',
          data: expect.objectContaining({ settings: expect.objectContaining({ deliveryFee: '3.50' }) }),
        }),
      ),
    );
    await waitFor(() => expect(selectPublicSettings(store.getState())?.settings.deliveryFee).toBe('3.50'));
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(fee.value).toBe('3.50');
  });

  it('says the settings could not be loaded when the API does not answer', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue({ success: false, status: 500, code: 'INTERNAL', message: 'Internal server error' });
    render(
      <Provider store={createAppStore()}>
        <SettingsPage />
      </Provider>,
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This could not be loaded.'));
  });
});
