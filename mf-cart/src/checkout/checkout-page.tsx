import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import {
  useTranslation,
  useDispatch,
  useSelector,
  Link,
  useNavigate,
  apiClient,
  apiErrorText,
  isApiFailure,
  track,
  useHydrated,
  type RootState,
} from 'shared-lib';
import {
  BRAND_STORAGE_PREFIX,
  browserLocalStorage,
  rememberDeviceOrder,
  formatMoney,
  withLanguage,
  type Language,
  fitsFormat,
  toQapik,
  exactOrderTotals,
  zoneFor,
  DELIVERY_ADDRESS_LENGTH,
  type LatLng,
} from 'shared-lib/domain';
import { sessionIdField } from 'shared-lib/requests';
import { dinerMemory, skipToken, useDeliveryZonesQuery, useSavedAddresses } from 'shared-lib/server-state';
import { DeliveryPin } from './delivery-pin';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { useOrderingTerms } from '../cart/fees';
import { OrderingNotice } from '../cart/ordering-notice';
import { OrderTotals, OrderTypeChoice, useCartOrderType } from '../cart/order-totals';
import { lineText, useMenuIndex } from '../cart/menu-names';
import { OrderAheadChoice, type OrderAheadTime } from './order-ahead-choice';
import { cartActions, initialCartState } from '../store/cart-slice';
import { checkoutErrorText, checkoutFieldErrors, type CheckoutField } from './checkout-fields';

export const CHECKOUT_KEY = `${BRAND_STORAGE_PREFIX}_checkout_key`;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * One idempotency key per submission: the same order details reuse it, so a retry after a lost answer or a double
 * click returns the first order; different details make a new one.
 */
export function idempotencyKeyFor(body: unknown): string {
  const fingerprint = JSON.stringify(body);
  try {
    const saved = JSON.parse(session()?.getItem(CHECKOUT_KEY) ?? 'null') as { key: string; fingerprint: string } | null;
    if (saved?.fingerprint === fingerprint) return saved.key;
  } catch {
    // unreadable: make a new key
  }
  const key = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(36).slice(2)}`;
  session()?.setItem(CHECKOUT_KEY, JSON.stringify({ key, fingerprint }));
  return key;
}

type Errors = Partial<Record<'tableNumber' | 'phone' | 'deliveryAddress' | 'deliveryLocation' | 'email', string>>;

export function CheckoutPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cart = useSelector((s: RootState) => s.cart ?? initialCartState);
  const menu = useMenuIndex(lang, cart.items.length > 0);
  const terms = useOrderingTerms({ live: true });
  const orderType = useCartOrderType();
  const [table, setTable] = useState(cart.tableNumber ?? '');
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notifyStatus, setNotifyStatus] = useState(false);
  const [address, setAddress] = useState('');
  // A signed-in diner's saved addresses: the latest used is offered first, the others a tap away; a new one is kept
  // (unless the diner unticks it), and a saved one used again moves first.
  const { account, addresses } = useSavedAddresses();
  const [keepAddress, setKeepAddress] = useState(true);
  const addressSaved = addresses?.some((a) => a.address === address.trim()) ?? false;
  // they arrive after the page opens: the latest used fills the field if it is still empty (state adjusted while
  // rendering when what it follows changes, as React's docs show, instead of an effect's second render)
  const [addressesSeen, setAddressesSeen] = useState<typeof addresses>(undefined);
  if (addresses !== addressesSeen) {
    setAddressesSeen(addresses);
    if (addresses?.[0]) setAddress((v) => v || addresses[0]!.address);
  }
  // Delivery: the pin on the map; the zone holding it prices the delivery (shared-lib's zoneFor, as the API does).
  const { currentData: delivery } = useDeliveryZonesQuery(orderType === 'delivery' ? undefined : skipToken);
  const [pin, setPin] = useState<LatLng | null>(null);
  const zoning = orderType === 'delivery' && delivery !== undefined && delivery.zones.length > 0;
  const zone = zoning && pin ? zoneFor(delivery.zones, pin, delivery.restaurant) : null;
  const belowMinimum = zone !== null && toQapik(cart.subtotal) < toQapik(zone.minOrder);
  const pinProblem = !zoning ? null : !pin ? t('zone.pinNeeded') : !zone ? t('zone.outside') : belowMinimum ? minimumText(zone.minOrder) : null;
  function minimumText(min: string) {
    return t('zone.belowMinimum', { min: formatMoney(Number(min)), missing: formatMoney((toQapik(min) - toQapik(cart.subtotal)) / 100) });
  }
  const fees = zone ? { ...terms.fees, deliveryFee: zone.fee } : terms.fees;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Ordering ahead (pickup and delivery): while closed a time must be chosen, so the first one is offered; a chosen
  // time that has passed moves to the next one.
  const [chosenAhead, setAheadAt] = useState<OrderAheadTime>(null);
  const aheadOffered = orderType !== 'table' && terms.aheadSlots.length > 0;
  const aheadAt: OrderAheadTime = !aheadOffered
    ? chosenAhead
    : chosenAhead !== null
      ? terms.aheadSlots.some((s) => s.at === chosenAhead)
        ? chosenAhead
        : terms.aheadSlots[0]!.at
      : terms.closed
        ? terms.aheadSlots[0]!.at
        : null;
  // A signed-in diner's checkout starts from their profile (name, phone, e-mail); what they type wins.
  // (Staff entering an order at the counter start from an empty form.)
  const me = useSelector((s: RootState) => (s.auth?.status === 'authenticated' && s.auth.user?.role === 'CUSTOMER' ? s.auth.user : null));
  const [meSeen, setMeSeen] = useState<typeof me>(null);
  // Whoever is signed in (a diner, or staff at the counter) owns what is typed here: signed out (a shared phone, a
  // counter tablet), the form and its draft forget it.
  const userId = useSelector((s: RootState) => (s.auth?.status === 'authenticated' ? (s.auth.user?.id ?? null) : null));
  const [userSeen, setUserSeen] = useState(userId);
  if (userId !== userSeen) {
    setUserSeen(userId);
    if (userSeen !== null) {
      for (const clear of [setName, setPhone, setEmail, setAddress]) clear('');
      setPin(null);
      clearCheckoutDraft();
    }
  }
  if (me !== meSeen) {
    setMeSeen(me);
    if (me) {
      setName((v) => v || me.name);
      setPhone((v) => v || (me.phone ?? ''));
      setEmail((v) => v || me.email);
    }
  }
  // After a failed submit the first field in error gets the focus (its message is read with it) and is scrolled into view.
  const form = useRef<HTMLFormElement>(null);
  const [failedAttempt, setFailedAttempt] = useState(0);
  useEffect(() => {
    if (failedAttempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, [failedAttempt]);

  // What the diner typed, back after a reload: read once the page is live (the server's page has an empty form; state
  // adjusted while rendering, as above), and kept as they type.
  // Whose it is is known once the session is checked.
  const hydrated = useHydrated();
  const authSettled = useSelector((s: RootState) => s.auth?.status !== 'loading');
  const [draftRead, setDraftRead] = useState(false);
  if (hydrated && authSettled && !draftRead) {
    setDraftRead(true);
    const draft = readCheckoutDraft(userId);
    if (draft) {
      // a table scanned since (the cart's) wins over one typed before
      if (draft.table && !cart.tableNumber) setTable(draft.table);
      if (draft.phone) setPhone(draft.phone);
      if (draft.name) setName(draft.name);
      if (draft.email) setEmail(draft.email);
      if (draft.address) setAddress(draft.address);
      setNotifyStatus(draft.notifyStatus);
      setPin(draft.pin);
    }
  }
  useEffect(() => {
    if (draftRead) saveCheckoutDraft({ table, phone, name, email, notifyStatus, address, pin, owner: userId });
  }, [draftRead, table, phone, name, email, notifyStatus, address, pin, userId]);

  // only when the page opens, with the cart as it is then
  const reviewStarted = useEffectEvent(() => {
    if (cart.items.length > 0) track('order_review_started', { lines: cart.items.length });
  });
  useEffect(() => reviewStarted(), []);
  // the table number may arrive after the saved cart is restored
  const [tableSeen, setTableSeen] = useState(cart.tableNumber);
  if (cart.tableNumber !== tableSeen) {
    setTableSeen(cart.tableNumber);
    if (cart.tableNumber && !table) setTable(cart.tableNumber);
  }

  if (cart.items.length === 0) {
    return (
      <section className="cart-page cart-empty">
        <h1>{t('checkoutTitle')}</h1>
        <p className="cart-empty-title" role="status">
          {t('emptyOrder')}
        </p>
        <Link className="cart-button" to={withLanguage(lang, '/menu')}>
          {t('browseMenu')}
        </Link>
      </section>
    );
  }

  function validate(): Errors {
    const found: Errors = {};
    for (const [field, error] of Object.entries(checkoutFieldErrors({ orderType, table, phone, address, email, tableCount: terms.tableCount }))) {
      found[field as CheckoutField] = checkoutErrorText(field as CheckoutField, error, t);
    }
    if (pinProblem) found.deliveryLocation = pinProblem;
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      setFailedAttempt((n) => n + 1);
      return;
    }
    const body = {
      orderType,
      ...(orderType === 'table' ? { tableNumber: table.trim() } : {}),
      ...(orderType !== 'table' ? { phone: phone.trim() } : {}),
      ...(orderType === 'delivery' ? { deliveryAddress: address.trim(), ...(account && (addressSaved || keepAddress) ? { saveAddress: true } : {}) } : {}),
      ...(orderType === 'delivery' && pin ? { deliveryLocation: pin } : {}),
      ...(aheadOffered && aheadAt ? { scheduledFor: aheadAt } : {}),
      ...(name.trim() ? { customerName: name.trim() } : {}),
      ...(email.trim() ? { email: email.trim(), notifyStatus } : {}),
      ...(cart.sessionId && fitsFormat(sessionIdField, cart.sessionId) ? { sessionId: cart.sessionId } : {}),
      ...(cart.specialInstructions.trim() ? { specialInstructions: cart.specialInstructions.trim() } : {}),
      language: lang,
      items: cart.items.map((l) => ({ menuItemId: Number(l.id), quantity: l.quantity, customizations: l.customizations })),
    };
    // No network (a table with a weak signal): said at once, the cart kept, nothing sent.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFailure(t('orderOffline'));
      return;
    }
    setSubmitting(true);
    setFailure('');
    try {
      const res = await apiClient.post<{ code: string; total: string }>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKeyFor(body) } });
      session()?.removeItem(CHECKOUT_KEY);
      clearCheckoutDraft();
      rememberDeviceOrder(browserLocalStorage(), res.data.code);
      if (orderType === 'table') dispatch(cartActions.tableNumberChanged(table.trim()));
      dispatch(dinerMemory.util.invalidateTags(body.saveAddress ? ['AccountOrders', 'SavedAddresses'] : ['AccountOrders']));
      dispatch(cartActions.cleared());
      track('order_confirmation_viewed', { code: res.data.code });
      void navigate(withLanguage(lang, `/order-success?code=${res.data.code}`));
    } catch (error) {
      // The cart stays as it was; the diner is told what happened in their language.
      if (
        isApiFailure(error) &&
        (error.code === 'ORDER_TOO_LARGE' ||
          error.fields?.scheduledFor ||
          error.fields?.deliveryLocation ||
          error.code === 'BELOW_ZONE_MINIMUM' ||
          error.code === 'TABLE_UNKNOWN')
      )
        setFailure(apiErrorText(error));
      else if (isApiFailure(error) && error.status === 422) setFailure(t('orderFailedItems'));
      else if (isApiFailure(error) && error.code === 'EMPTY_ORDER') setFailure(t('emptyOrder'));
      else if (isApiFailure(error) && error.code === 'ORDERING_PAUSED') setFailure(t('orderingPaused'));
      else if (isApiFailure(error) && (error.code === 'RESTAURANT_CLOSED' || error.code === 'RESTAURANT_CLOSED_FOR_NOW')) setFailure(apiErrorText(error));
      else if (isApiFailure(error) && error.status !== undefined && error.status < 500) setFailure(t('orderFailed'));
      else if (isApiFailure(error) && error.status === 503) setFailure(t('orderFailedBusy'));
      else setFailure(navigator.onLine === false ? t('orderOffline') : t('orderFailedNetwork'));
    } finally {
      setSubmitting(false);
    }
  }

  const mark = (required: boolean) => <span className="cart-mark"> ({required ? t('required') : t('optional')})</span>;
  return (
    <section className="cart-page cart-checkout">
      <h1>{t('checkoutTitle')}</h1>
      <OrderingNotice terms={terms} />
      <div className="cart-layout">
        <form className="cart-form" noValidate onSubmit={submit} ref={form}>
          {cart.tableNumber && (
            <p className="cart-table-notice" data-testid="table-notice">
              {t('atTable', { table: cart.tableNumber })}{' '}
              <button
                type="button"
                className="cart-link-button"
                onClick={() => {
                  dispatch(cartActions.tableNumberChanged(null));
                  setTable('');
                }}
              >
                {t('notAtTable')}
              </button>
            </p>
          )}
          <OrderTypeChoice name="orderType" />
          {aheadOffered && <OrderAheadChoice slots={terms.aheadSlots} closed={terms.closed !== null} value={aheadAt} onChange={setAheadAt} lang={lang} />}
          {orderType === 'table' && (
            <div className="cart-field">
              <label htmlFor="checkout-table">
                {t('tableLabel')}
                {mark(true)}
              </label>
              <input
                id="checkout-table"
                value={table}
                maxLength={10}
                aria-invalid={Boolean(errors.tableNumber)}
                aria-describedby={errors.tableNumber ? 'checkout-table-error' : 'checkout-table-hint'}
                onChange={(e) => setTable(e.target.value)}
                onBlur={() => table.trim() && track('table_number_entered', { table: table.trim(), from: 'checkout' })}
              />
              {errors.tableNumber ? (
                <p className="cart-error" id="checkout-table-error">
                  {errors.tableNumber}
                </p>
              ) : (
                <p className="cart-note" id="checkout-table-hint">
                  {t('tableHint')}
                </p>
              )}
            </div>
          )}
          {orderType === 'delivery' && (
            <div className="cart-field">
              <label htmlFor="checkout-address">
                {t('addressLabel')}
                {mark(true)}
              </label>
              {addresses && addresses.length > 0 && (
                <div className="cart-saved-addresses" role="group" aria-label={t('savedAddresses')} data-testid="saved-addresses">
                  {addresses.map((a) => (
                    <button key={a.id} type="button" className="cart-chip" aria-pressed={a.address === address.trim()} onClick={() => setAddress(a.address)}>
                      {a.address}
                    </button>
                  ))}
                </div>
              )}
              <textarea
                id="checkout-address"
                rows={2}
                maxLength={DELIVERY_ADDRESS_LENGTH.max}
                value={address}
                aria-invalid={Boolean(errors.deliveryAddress)}
                aria-describedby={errors.deliveryAddress ? 'checkout-address-error' : undefined}
                onChange={(e) => setAddress(e.target.value)}
              />
              {errors.deliveryAddress && (
                <p className="cart-error" id="checkout-address-error">
                  {errors.deliveryAddress}
                </p>
              )}
              {account && address.trim() && !addressSaved && (
                <label className="cart-check">
                  <input type="checkbox" checked={keepAddress} onChange={(e) => setKeepAddress(e.target.checked)} /> {t('saveAddress')}
                </label>
              )}
            </div>
          )}
          {zoning && (
            <div className="cart-field">
              <p className="cart-field-label" id="checkout-pin-label">
                {t('zone.pinLabel')}
                {mark(true)}
              </p>
              <DeliveryPin
                delivery={delivery}
                pin={pin}
                onPin={setPin}
                invalid={Boolean(errors.deliveryLocation && pinProblem)}
                describedBy="checkout-pin-status"
              />
              {pinProblem && (pin || errors.deliveryLocation) ? (
                <p className="cart-error" id="checkout-pin-status" role="status" data-testid="delivery-zone">
                  {pinProblem}
                </p>
              ) : (
                <p className="cart-note" id="checkout-pin-status" role="status" data-testid="delivery-zone">
                  {!zone
                    ? t('zone.pinNeeded')
                    : // what this order pays there (free from the settings' threshold, in every zone)
                      Number(exactOrderTotals(cart.subtotal, 'delivery', fees).deliveryFee) === 0
                      ? t('zone.fitsFree', { min: formatMoney(Number(zone.minOrder)), minutes: zone.travelMinutes })
                      : t('zone.fits', { fee: formatMoney(Number(zone.fee)), min: formatMoney(Number(zone.minOrder)), minutes: zone.travelMinutes })}
                </p>
              )}
            </div>
          )}
          {orderType !== 'table' && (
            <div className="cart-field">
              <label htmlFor="checkout-phone">
                {t('phoneLabel')}
                {mark(true)}
              </label>
              <input
                id="checkout-phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={errors.phone ? 'checkout-phone-error' : undefined}
                onChange={(e) => setPhone(e.target.value)}
              />
              {errors.phone && (
                <p className="cart-error" id="checkout-phone-error">
                  {errors.phone}
                </p>
              )}
            </div>
          )}
          <div className="cart-field">
            <label htmlFor="checkout-name">
              {t('nameLabel')}
              {mark(false)}
            </label>
            <input id="checkout-name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="cart-field">
            <label htmlFor="checkout-email">
              {t('emailLabel')}
              {mark(false)}
            </label>
            <input
              id="checkout-email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'checkout-email-error' : 'checkout-email-hint'}
              onChange={(e) => setEmail(e.target.value)}
            />
            {errors.email ? (
              <p className="cart-error" id="checkout-email-error">
                {errors.email}
              </p>
            ) : (
              <p className="cart-hint" id="checkout-email-hint">
                {t('emailHint')}
              </p>
            )}
            {email.trim() && (
              <label className="cart-check">
                <input type="checkbox" checked={notifyStatus} onChange={(e) => setNotifyStatus(e.target.checked)} /> {t('notifyStatus')}
              </label>
            )}
          </div>
          <div className="cart-field">
            <label htmlFor="checkout-instructions">
              {t('instructionsLabel')}
              {mark(false)}
            </label>
            <textarea
              id="checkout-instructions"
              rows={2}
              maxLength={500}
              placeholder={t('instructionsHint')}
              value={cart.specialInstructions}
              onChange={(e) => dispatch(cartActions.specialInstructionsChanged(e.target.value))}
              onBlur={() => cart.specialInstructions.trim() && track('special_instructions_added', { length: cart.specialInstructions.trim().length })}
            />
          </div>
          <button type="submit" className="cart-button" disabled={submitting}>
            {submitting ? t('placing') : t('placeOrder')}
          </button>
          {failure && (
            <p className="cart-error" role="alert">
              {failure}
            </p>
          )}
        </form>
        <aside className="cart-summary" aria-labelledby="review-title">
          <h2 id="review-title">{t('reviewTitle')}</h2>
          <ul className="cart-review">
            {cart.items.map((l, i) => {
              const text = lineText(l, menu);
              return (
                <li key={`${l.id}-${i}`} data-testid="review-line">
                  <span>
                    {l.quantity} × {text.name}
                    {text.options.length > 0 && <span className="cart-line-options">{text.options.join(', ')}</span>}
                  </span>
                  <span>{formatMoney(l.total)}</span>
                </li>
              );
            })}
          </ul>
          <OrderTotals subtotal={cart.subtotal} orderType={orderType} terms={{ ...terms, fees }} lang={lang} testId="checkout" />
          <p className="cart-note" data-testid="payment-note">
            {t(`payHow.${orderType}`, { methods: t(`payMethods.${terms.paymentMethods.length > 1 ? 'both' : terms.paymentMethods[0]!}`) })}
          </p>
        </aside>
      </div>
    </section>
  );
}
