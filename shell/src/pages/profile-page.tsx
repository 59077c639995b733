import { useEffect, useState, type FormEvent } from 'react';
import {
  useTranslation,
  useDispatch,
  useSelector,
  useStore,
  Link,
  Navigate,
  useLocation,
  useNavigate,
  selectAuth,
  type AppDispatch,
  type OrderDto,
  type RootState,
  apiErrorText,
  isApiFailure,
  SAVED_ADDRESSES_MAX,
} from 'shared-lib';
import {
  formatBakuDate,
  formatMoney,
  withLanguage,
  type Language,
  fitsFormat,
  emailFormat,
  phoneFormat,
  passwordFormat,
  DELIVERY_ADDRESS_LENGTH,
} from 'shared-lib/domain';
import { fieldErrorFor, personNameField } from 'shared-lib/requests';
import type { ShellDispatch } from '../app/store';
import { changePassword, updateProfile } from '../auth/auth-service';
import { Spinner } from '../layout/spinner';
import { loadCartStore } from '../remotes/cart-store';
import { reorder } from '../account/reorder';
import { describedBy, Field } from '../ui/field';
import { savedAddressError } from './saved-address-check';
import { dinerMemory, useAccountOrders, useSavedAddresses } from 'shared-lib/server-state';

function DetailsForm({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const user = useSelector(selectAuth).user!;
  const [form, setForm] = useState({ name: user.name, email: user.email, phone: user.phone ?? '', currentPassword: '' });
  // A new e-mail (the sign-in) needs the account password too.
  const emailChanged = form.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      name: fieldErrorFor(personNameField, form.name) ? t('auth.errors.name') : undefined,
      email: !fitsFormat(emailFormat, form.email.trim()) ? t('auth.errors.email') : undefined,
      phone: form.phone.trim() && !fitsFormat(phoneFormat, form.phone.trim()) ? t('auth.errors.phone') : undefined,
      currentPassword: emailChanged && !form.currentPassword ? t('auth.errors.required') : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const saved = await updateProfile(dispatch, {
      name: form.name.trim(),
      email: form.email.trim(),
      language: lang,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
      ...(emailChanged ? { currentPassword: form.currentPassword } : {}),
    });
    if (!saved) return;
    // A new e-mail applies once its link is opened: until then the form shows the address that still signs in.
    setForm((f) => ({ ...f, currentPassword: '', email: saved.pendingEmail ? user.email : f.email }));
    setPendingEmail(saved.pendingEmail ?? null);
  }
  return (
    <form className="card form" noValidate onSubmit={submit}>
      <h2>{t('profile.detailsTitle')}</h2>
      <Field id="profile-name" label={t('auth.name')} error={errors.name}>
        <input id="profile-name" autoComplete="name" value={form.name} onChange={set('name')} {...describedBy('profile-name', errors.name)} />
      </Field>
      <Field id="profile-email" label={t('auth.email')} error={errors.email}>
        <input
          id="profile-email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          {...describedBy('profile-email', errors.email)}
        />
      </Field>
      {emailChanged && (
        <Field id="profile-email-password" label={t('profile.passwordForEmail')} error={errors.currentPassword}>
          <input
            id="profile-email-password"
            type="password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            {...describedBy('profile-email-password', errors.currentPassword)}
          />
        </Field>
      )}
      <Field id="profile-phone" label={t('auth.phone')} error={errors.phone}>
        <input id="profile-phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} {...describedBy('profile-phone', errors.phone)} />
      </Field>
      <button type="submit" className="btn btn-primary">
        {t('profile.save')}
      </button>
      {pendingEmail && (
        <p className="form-success" role="status">
          {t('profile.emailPending', { email: pendingEmail })}
        </p>
      )}
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!current || !fitsFormat(passwordFormat, next)) return setError(!current ? t('auth.errors.required') : t('auth.errors.password'));
    setError(undefined);
    if (await changePassword(dispatch, current, next)) {
      setCurrent('');
      setNext('');
    }
  }
  return (
    <form className="card form" noValidate onSubmit={submit}>
      <h2>{t('profile.passwordTitle')}</h2>
      <Field id="profile-current-password" label={t('profile.currentPassword')}>
        <input id="profile-current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <Field id="profile-new-password" label={t('profile.newPassword')} error={error} hint={t('auth.passwordHint')}>
        <input
          id="profile-new-password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          {...describedBy('profile-new-password', error, t('auth.passwordHint'))}
        />
      </Field>
      <button type="submit" className="btn btn-primary">
        {t('profile.changePassword')}
      </button>
    </form>
  );
}

function OrderHistory({ lang }: { lang: Language }) {
  const { t } = useTranslation(['common', 'vocabulary']);
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const cartThere = useSelector((s: RootState) => Boolean(s.cart));
  // "Order again" adds to the cart: mf-cart's store loads with this list (the button shows once it is there)
  useEffect(() => {
    void loadCartStore();
  }, []);
  const { orders: read, failed } = useAccountOrders(lang);
  // a list that cannot be read is shown empty, as before the first order
  const orders = failed ? [] : (read ?? null);
  const orderAgain = (order: OrderDto) => {
    reorder(order, dispatch, () => store.getState());
    void navigate(withLanguage(lang, '/cart'));
  };
  return (
    <section className="card">
      <h2>{t('profile.historyTitle')}</h2>
      {orders === null && <Spinner size="small" />}
      {orders?.length === 0 && <p>{t('profile.noOrders')}</p>}
      <ul className="order-history">
        {orders?.map((o) => (
          <li key={o.code}>
            <strong>{t('profile.orderCode', { code: o.code })}</strong> · {formatBakuDate(o.createdAt, lang)} · {t(`vocabulary:orderStatus.${o.status}`)} ·{' '}
            {t('profile.orderTotal', { total: formatMoney(Number(o.total)) })} · {t('profile.items', { count: o.items.reduce((n, i) => n + i.quantity, 0) })}
            <div className="order-history-actions">
              <Link to={withLanguage(lang, `/track-order/${o.code}`)}>{t('profile.track')}</Link>
              {cartThere ? (
                <button type="button" className="btn btn-outline" onClick={() => orderAgain(o)}>
                  {t('profile.reorder')}
                </button>
              ) : (
                <span className="muted">{t('profile.reorderUnavailable')}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The delivery addresses the checkout offers: added here or kept from an order, removed here. */
function SavedAddresses() {
  const { t } = useTranslation('common');
  const { addresses } = useSavedAddresses();
  const [save, saving] = dinerMemory.useSaveAddressMutation();
  const [forget] = dinerMemory.useForgetAddressMutation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = savedAddressError(address, (key, options) => (options ? t(key, options) : t(key)));
    if (invalid) return setError(invalid);
    setError(undefined);
    const result = await save({ address: address.trim() });
    if ('error' in result) setError(isApiFailure(result.error) ? apiErrorText(result.error) : t('profile.addressNotSaved'));
    else setAddress('');
  }
  return (
    <section className="card" data-testid="saved-addresses">
      <h2>{t('profile.addressesTitle')}</h2>
      <p className="muted">{t('profile.addressesIntro', { max: SAVED_ADDRESSES_MAX })}</p>
      {addresses === undefined && <Spinner size="small" />}
      {addresses?.length === 0 && <p>{t('profile.noAddresses')}</p>}
      <ul className="saved-address-list">
        {addresses?.map((a) => (
          <li key={a.id}>
            <span>{a.address}</span>
            <button
              type="button"
              className="btn btn-outline"
              aria-label={t('profile.removeAddress', { address: a.address })}
              onClick={() => void forget({ id: a.id })}
            >
              {t('profile.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="form" noValidate onSubmit={submit}>
        <Field id="profile-new-address" label={t('profile.newAddress')} error={error}>
          <textarea
            id="profile-new-address"
            rows={2}
            maxLength={DELIVERY_ADDRESS_LENGTH.max}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            {...describedBy('profile-new-address', error)}
          />
        </Field>
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading}>
          {t('profile.addAddress')}
        </button>
      </form>
    </section>
  );
}

export function ProfilePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const auth = useSelector(selectAuth);
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner text={t('auth.checking')} />;
  if (auth.status !== 'authenticated' || !auth.user) return <Navigate to={withLanguage(lang, '/login')} replace state={{ from: location.pathname }} />;
  return (
    <div className="container page">
      <h1>{t('profile.title')}</h1>
      <div className="two-columns">
        <DetailsForm key={auth.user.id} lang={lang} />
        <PasswordForm />
      </div>
      {auth.user.role === 'CUSTOMER' && <SavedAddresses />}
      <OrderHistory lang={lang} />
    </div>
  );
}
