// One language per screen: what the server refuses reaches the diner in the page's language, never as the API's
// English message; and safety information (allergens) is in the page's language too.
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';

test.beforeEach(() => writeRemotes(defaultRemotes()));

const TEXTS = {
  az: {
    wrongSignIn: 'E-poçt və ya şifrə yanlışdır.',
    emailTaken: 'Bu e-poçtla artıq hesab var.',
    network: 'Serverlə əlaqə qurmaq mümkün olmadı. İnternet bağlantınızı yoxlayın.',
  },
  ru: {
    wrongSignIn: 'Неверный адрес электронной почты или пароль.',
    emailTaken: 'Аккаунт с таким адресом электронной почты уже существует.',
    network: 'Не удалось связаться с сервером. Проверьте подключение к интернету.',
  },
  tr: {
    wrongSignIn: 'E-posta veya şifre hatalı.',
    emailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    network: 'Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.',
  },
} as const;

/** The API's own English texts of these failures: none may reach an az, ru or tr screen. */
const ENGLISH = ['Invalid email or password', 'An account with this email already exists', 'Network Error', 'Validation failed'];

for (const [lang, texts] of Object.entries(TEXTS)) {
  test(`a wrong sign-in, a taken e-mail and a contact form that cannot be sent speak ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/login`);
    await page.locator('#login-email').fill('customer@pizzainn.az');
    await page.locator('#login-password').fill('Wrong12345');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(texts.wrongSignIn)).toBeVisible();

    await page.goto(`/${lang}/register`);
    await page.locator('#register-name').fill('Test Qonaq');
    await page.locator('#register-email').fill('customer@pizzainn.az');
    await page.locator('#register-phone').fill('+994 50 123 45 67');
    await page.locator('#register-password').fill('Secret-Plov-2026');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(texts.emailTaken)).toBeVisible();

    // The network drops the message: the diner is told so in the page's language, and what was typed stays.
    await page.route('**/api/contact', (route) => route.abort());
    await page.goto(`/${lang}/contact`);
    await page.locator('#contact-fullName').fill('Test Qonaq');
    await page.locator('#contact-emailAddress').fill('qonaq@example.az');
    await page.locator('#contact-subject').fill('Ad günü');
    await page.locator('#contact-message').fill('Salam, şənbə günü 12 nəfərlik masa lazımdır.');
    await page.locator('form:has(#contact-message) button[type=submit]').click();
    await expect(page.getByRole('alert').filter({ hasText: texts.network })).toBeVisible();
    await expect(page.locator('#contact-message')).toHaveValue('Salam, şənbə günü 12 nəfərlik masa lazımdır.');
    for (const english of ENGLISH) await expect(page.getByText(english)).toHaveCount(0);
  });
}

test('an item page names its allergens in the page language', async ({ page }) => {
  await page.goto('/az/menu/1');
  await expect(page.getByTestId('item-allergens')).toHaveText('qlüten, süd');
  await page.goto('/ru/menu/1');
  await expect(page.getByTestId('item-allergens')).toHaveText('глютен, молоко');
});
