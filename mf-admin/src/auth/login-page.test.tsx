import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { apiClient, createAppStore, initI18n, loadApiErrorTexts } from 'shared-lib';
import { STORAGE_KEYS } from 'shared-lib/domain';
import { adminNamespaces } from '../i18n';
import AdminRoutes from '../routes';

beforeAll(async () => {
  await initI18n('en', adminNamespaces);
  await loadApiErrorTexts('en');
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderAdmin(path: string) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes lang="en" section="admin" />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it('sends an unsigned visitor to the login and back to where they were after signing in', async () => {
  jest.spyOn(apiClient, 'post').mockResolvedValue({
    success: true,
    data: { token: 'jwt', user: { name: 'Leyla', email: 'leyla@pizzainn.az', role: 'STAFF', permissions: [] } } as never,
  });
  renderAdmin('/admin/orders');
  expect(screen.getByRole('heading', { name: 'Staff sign in' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'leyla@pizzainn.az' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
  await waitFor(() => expect(screen.getByText('Signed in as Leyla (Staff)')).toBeTruthy());
  expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
});

it('shows a signed-in customer the access-denied view with the required and own roles', () => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ name: 'Ali', role: 'CUSTOMER', permissions: [] }));
  renderAdmin('/admin');
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
  expect(screen.getByText('Required roles: Super administrator, Administrator, Manager, Staff')).toBeTruthy();
  expect(screen.getByText('Your role: Customer')).toBeTruthy();
});

it('shows staff the access-denied view on a manager page, and only the sections they may open', () => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ name: 'Leyla', role: 'STAFF', permissions: [] }));
  jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
  renderAdmin('/admin/menu');
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  expect(screen.getByText('Required roles: Super administrator, Administrator, Manager')).toBeTruthy();
  const links = screen.getAllByRole('link').map((a) => a.textContent);
  expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Orders', 'Reservations', 'Contacts', 'Table QR codes']));
  expect(links).not.toContain('Menu management');
  expect(links).not.toContain('Settings');
});

it("shows the text of the server's error code, or Login failed when the code says no more than the status", async () => {
  const post = jest
    .spyOn(apiClient, 'post')
    .mockRejectedValue({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', status: 401 });
  renderAdmin('/admin/login');
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.az' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The email or password is wrong.');
  post.mockRejectedValue({ success: false, message: 'Network Error', code: 'NETWORK' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not reach the server. Please check your internet connection.'));
  post.mockRejectedValue({ success: false, message: 'Internal server error', code: 'INTERNAL', status: 500 });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed'));
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@b.az');
});
