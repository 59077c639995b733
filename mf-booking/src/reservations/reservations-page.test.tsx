import { fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, createAppStore, initI18n, loadApiErrorTexts } from 'shared-lib';
import { addDays, bakuDate, formatWeekdayDate, slotStart } from 'shared-lib/domain';
import { bookingNamespaces } from '../i18n';
import { ReservationsPage } from './reservations-page';

beforeAll(async () => {
  await initI18n('en', bookingNamespaces);
  await loadApiErrorTexts('en');
});

// like in the shell: the page's store (with its server-state cache, new for each test) around the remote
const render = (ui: ReactElement, path = '/en/reservations') =>
  rtlRender(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
afterEach(() => jest.restoreAllMocks());

const tomorrow = () => addDays(bakuDate(), 1);

/** A slot of the asked date as the API answers it, with the instant it starts (a time before 07:00 is after midnight). */
const slot = (date: string, time: string, extra: object = { available: true, seatsLeft: 40 }) => ({
  time,
  startsAt: slotStart(date, time).toISOString(),
  ...extra,
});

function offerSlots(times: string[] = ['15:00', '20:00']) {
  return jest.spyOn(apiClient, 'get').mockImplementation(((_url: string, config?: { params?: { date?: string } }) => {
    const date = config?.params?.date ?? tomorrow();
    return Promise.resolve({
      success: true,
      data: { slots: [...times.map((time) => slot(date, time)), slot(date, '21:00', { available: false, seatsLeft: 0, reason: 'full' })] },
    });
  }) as never);
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('marks required and optional fields and shows the information notes', () => {
  render(<ReservationsPage lang="en" />);
  expect(screen.getByLabelText(/Preferred date \(required\)/)).toBeTruthy();
  expect(screen.getByLabelText(/Special requests \(optional\)/)).toBeTruthy();
  expect(screen.getByText('Groups of 8 or more need advance booking.')).toBeTruthy();
  expect(screen.getByText('Reservations are accepted up to 30 days ahead.')).toBeTruthy();
});

it('shows every error at its field, sends nothing, and keeps what was typed', () => {
  const post = jest.spyOn(apiClient, 'post');
  render(<ReservationsPage lang="en" />);
  fill(/Email address/, 'not-an-email');
  fill(/Full name/, 'Aysel Məmmədova');
  fireEvent.click(screen.getByRole('button', { name: 'Request reservation' }));
  expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
  expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
  expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Aysel Məmmədova');
  expect(screen.getByLabelText(/Email address/).getAttribute('aria-invalid')).toBe('true');
});

it('sends a valid request and reports a failure without losing the form', async () => {
  const post = jest.spyOn(apiClient, 'post').mockRejectedValue({ success: false, message: 'Internal server error', code: 'INTERNAL', status: 500 });
  offerSlots();
  render(<ReservationsPage lang="en" />);
  fill(/Guests/, '4');
  fill(/Preferred date/, tomorrow());
  expect(await screen.findByRole('option', { name: '8:00 PM' })).toBeTruthy();
  expect((screen.getByRole('option', { name: '9:00 PM (fully booked)' }) as HTMLOptionElement).disabled).toBe(true);
  fill(/Preferred time/, '20:00');
  fill(/Full name/, 'Aysel Məmmədova');
  fill(/Phone number/, '+994 50 123 45 67');
  fill(/Email address/, 'aysel@example.az');
  fireEvent.click(screen.getByRole('button', { name: 'Request reservation' }));
  // The text of the failure's code, never the server's English message.
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Your reservation could not be sent: Something went wrong on our side. Please try again in a moment.'),
  );
  expect(post).toHaveBeenCalledWith('/reservations', expect.objectContaining({ guests: 4, time: '20:00', name: 'Aysel Məmmədova', language: 'en' }));
  expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('+994 50 123 45 67');
});

it('a time after midnight is listed under the evening it belongs to, with the calendar day it falls on, and confirmed the same way', async () => {
  const date = tomorrow();
  const nextDay = formatWeekdayDate(addDays(date, 1), 'en');
  jest.spyOn(apiClient, 'post').mockResolvedValue({
    success: true,
    data: {
      code: 'RNIGHT01',
      name: 'Aysel',
      guests: 2,
      date,
      time: '00:30',
      startsAt: slotStart(date, '00:30').toISOString(),
      status: 'pending',
      occasion: null,
      package: null,
    } as never,
  });
  offerSlots(['23:30', '00:30']);
  render(<ReservationsPage lang="en" />);
  fill(/Guests/, '2');
  fill(/Preferred date/, date);
  expect(await screen.findByRole('option', { name: '11:30 PM' })).toBeTruthy();
  expect(screen.getByRole('option', { name: `12:30 AM (overnight, ${nextDay})` })).toBeTruthy();
  fill(/Preferred time/, '00:30');
  fill(/Full name/, 'Aysel Məmmədova');
  fill(/Phone number/, '+994 50 123 45 67');
  fill(/Email address/, 'aysel@example.az');
  fireEvent.click(screen.getByRole('button', { name: 'Request reservation' }));
  expect((await screen.findByTestId('booking-when')).textContent).toMatch(new RegExp(`, 12:30 AM \\(overnight, ${nextDay}\\)$`));
});

it('a party booking from the birthday menu carries the occasion and package', async () => {
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
    success: true,
    data: {
      code: 'RABCDEFG',
      name: 'Aysel',
      guests: 12,
      date: tomorrow(),
      time: '15:00',
      startsAt: slotStart(tomorrow(), '15:00').toISOString(),
      status: 'pending',
      occasion: 'birthday',
      package: 'super-party',
    } as never,
  });
  const slots = offerSlots();
  const packages = {
    success: true,
    data: [
      { slug: 'mini-party', name: 'Mini Party' },
      { slug: 'super-party', name: 'Super Party' },
    ],
  };
  slots.mockImplementation(((url: string) =>
    Promise.resolve(url.includes('birthday-packages') ? packages : { success: true, data: { slots: [slot(tomorrow(), '15:00')] } })) as never);
  render(<ReservationsPage lang="en" />, '/en/reservations?occasion=birthday&package=super-party');
  expect(screen.getByRole('heading', { name: 'Birthday party booking' })).toBeTruthy();
  // The package by its name in the page's language, never its slug.
  expect(await screen.findByText('Package: Super Party')).toBeTruthy();
  expect(screen.queryByText(/super-party/)).toBeNull();
  fill(/Guests/, '12');
  fill(/Preferred date/, tomorrow());
  await screen.findByRole('option', { name: '3:00 PM' });
  fill(/Preferred time/, '15:00');
  fill(/Full name/, 'Aysel Məmmədova');
  fill(/Phone number/, '+994 50 123 45 67');
  fill(/Email address/, 'aysel@example.az');
  fireEvent.click(screen.getByRole('button', { name: 'Request reservation' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/reservations', expect.objectContaining({ occasion: 'birthday', package: 'super-party', guests: 12 })),
  );
  expect(await screen.findByText('Reference code: RABCDEFG')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Change or cancel' }).getAttribute('href')).toBe('/en/reservations/manage?code=RABCDEFG');
  // a party's confirmation speaks of a party, its next step too
  expect(screen.getByRole('heading', { name: 'Your party is requested' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Book another party' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Book another table' })).toBeNull();
});
