import { toastDuration } from './toaster';

it('uses the display-layer durations of SPEC 9 unless a toast brings its own', () => {
  const base = { id: 'x', message: 'm', leaving: false };
  expect(toastDuration({ ...base, type: 'info' })).toBe(4000);
  expect(toastDuration({ ...base, type: 'error' })).toBe(4000);
  expect(toastDuration({ ...base, type: 'success' })).toBe(2000);
  expect(toastDuration({ ...base, type: 'loading' })).toBeNull();
  expect(toastDuration({ ...base, type: 'success', duration: 3000 })).toBe(3000);
});
