import { useState, type FormEvent } from 'react';
import { useTranslation, useDispatch, publicSettingsLoaded, fieldErrorTexts, apiErrorText, type PublicSettings } from 'shared-lib';
import {
  everyDay,
  openingHoursOf,
  parseMoneyInput,
  parsePercentInput,
  formatDecimal,
  SUPPORTED_LANGUAGES,
  WEEKDAYS,
  DEFAULT_PREP_TARGETS,
  kitchenStationsOf,
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type PaymentMethod,
  MAX_KITCHEN_STATIONS,
  STATION_ID_PATTERN,
  type KitchenStation,
  type Language,
  type OpeningHours,
  type Weekday,
} from 'shared-lib/domain';
import { Field } from '../layout/field';
import { useUnsavedWarning } from '../layout/use-unsaved-warning';
import type {} from '../menu/admin-menu';
import { StationsEditor } from '../orders/stations-editor';
import { menuApi } from '../server-state/menu-api';
import { staffApi } from '../server-state/staff-api';

/** What the form holds: the settings as typed (amounts and the rate as text, so nothing typed is lost). */
interface SettingsForm {
  rate: string;
  deliveryFee: string;
  freeDeliveryThreshold: string;
  seatsPerSlot: string;
  restaurant: PublicSettings['restaurant'];
  hours: OpeningHours;
  newClosedDate: string;
  prepWarn: string;
  prepLate: string;
  stations: KitchenStation[];
  paymentMethods: PaymentMethod[];
  staffMarksSoldOut: boolean;
}

function toForm(settings: PublicSettings, lang: Language): SettingsForm {
  return {
    rate: formatDecimal(settings.settings.serviceFeeRate * 100, lang, Number.isInteger(settings.settings.serviceFeeRate * 100) ? 0 : 2),
    deliveryFee: formatDecimal(Number(settings.settings.deliveryFee), lang, 2),
    freeDeliveryThreshold: formatDecimal(Number(settings.settings.freeDeliveryThreshold), lang, 2),
    seatsPerSlot: String(settings.reservations.seatsPerSlot),
    restaurant: settings.restaurant,
    hours: openingHoursOf(settings.restaurant),
    newClosedDate: '',
    prepWarn: String(settings.ordering?.prepTargets?.warn ?? DEFAULT_PREP_TARGETS.warn),
    prepLate: String(settings.ordering?.prepTargets?.late ?? DEFAULT_PREP_TARGETS.late),
    stations: kitchenStationsOf(settings.ordering?.stations).map((s) => ({ ...s, name: { ...s.name }, categories: [...s.categories] })),
    paymentMethods: [...(settings.ordering?.paymentMethods ?? DEFAULT_PAYMENT_METHODS)],
    staffMarksSoldOut: settings.ordering?.staffMarksSoldOut ?? false,
  };
}

/**
 * SUPER_ADMIN (`scope="all"`, /admin/settings): fees (a percentage and amounts typed with a comma or a point), seats
 * per slot, the restaurant's contacts and links, and its opening hours per weekday with closed dates (the storefront's
 * hours, open-now, online ordering and the reservation slots follow them). MANAGER and up (`scope="operations"`,
 * /admin/hours): the same fees, seats, hours and closed dates, and the order board's prep-time targets, without the
 * site-wide contacts and links. Every field says what is wrong with it; leaving with unsaved changes asks first.
 */
export function SettingsPage({ scope = 'all' }: { scope?: 'all' | 'operations' }) {
  const operations = scope === 'operations';
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const [form, setFormState] = useState<SettingsForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const stored = staffApi.useSettingsQuery({ all: !operations }, { refetchOnMountOrArgChange: true });
  const [saveOperations] = staffApi.useSaveOperationsMutation();
  const [saveSettings] = staffApi.useSaveSettingsMutation();
  // the menu's categories, for the stations (operations only)
  const menu = menuApi.useMenuOverviewQuery({}, { skip: !operations });
  const dispatch = useDispatch();
  // The form starts from the stored settings (again when they are read again or in another language), never over what
  // staff are typing (state adjusted while rendering when what it follows changes).
  const [formFrom, setFormFrom] = useState<{ data: typeof stored.data; lang: Language } | null>(null);
  if (stored.data && !dirty && (formFrom?.data !== stored.data || formFrom.lang !== lang)) {
    setFormFrom({ data: stored.data, lang });
    setFormState(toForm(stored.data, lang));
  }
  useUnsavedWarning(dirty);
  if (!form) return <p role="status">{stored.error ? t('loadError') : message}</p>;

  const setForm = (next: SettingsForm) => {
    setFormState(next);
    setDirty(true);
    setMessage('');
  };
  const restaurant = form.restaurant;
  const setRestaurant = (changes: Partial<PublicSettings['restaurant']>) => setForm({ ...form, restaurant: { ...restaurant, ...changes } });
  const setDay = (day: Weekday, hours: { open: string; close: string } | null) =>
    setForm({ ...form, hours: { ...form.hours, weekly: { ...form.hours.weekly, [day]: hours } } });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const rate = parsePercentInput(form.rate);
    const deliveryFee = parseMoneyInput(form.deliveryFee);
    const freeDeliveryThreshold = parseMoneyInput(form.freeDeliveryThreshold);
    const seats = Number(form.seatsPerSlot);
    const found: Record<string, string> = {};
    if (rate === null) found['settings.serviceFeeRate'] = t('settings.ratePercentError');
    if (deliveryFee === null) found['settings.deliveryFee'] = t('settings.moneyError');
    if (freeDeliveryThreshold === null) found['settings.freeDeliveryThreshold'] = t('settings.moneyError');
    if (!Number.isInteger(seats) || seats < 1 || seats > 500) found['reservations.seatsPerSlot'] = t('settings.seatsError');
    const prepWarn = Number(form.prepWarn);
    const prepLate = Number(form.prepLate);
    if (operations) {
      if (!Number.isInteger(prepWarn) || prepWarn < 1 || prepWarn > 240) found['prepTargets.warn'] = t('settings.prepError');
      if (!Number.isInteger(prepLate) || prepLate < 1 || prepLate > 240) found['prepTargets.late'] = t('settings.prepError');
      else if (prepLate <= prepWarn) found['prepTargets.late'] = t('settings.prepOrderError');
      const ids = new Set<string>();
      form.stations.forEach((station, i) => {
        if (!STATION_ID_PATTERN.test(station.id)) found[`stations.${i}.id`] = t('settings.stationIdError');
        else if (ids.has(station.id)) found[`stations.${i}.id`] = t('settings.stationIdTaken');
        ids.add(station.id);
        for (const l of SUPPORTED_LANGUAGES) if (!station.name[l].trim()) found[`stations.${i}.name.${l}`] = t('settings.stationNameError');
      });
      if (form.paymentMethods.length === 0) found.paymentMethods = t('settings.paymentError');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(t('settings.fixFields'));
      return;
    }
    try {
      const saved = operations
        ? await saveOperations({
            settings: { serviceFeeRate: rate, deliveryFee, freeDeliveryThreshold },
            reservations: { seatsPerSlot: seats },
            openingHours: form.hours,
            prepTargets: { warn: prepWarn, late: prepLate },
            paymentMethods: form.paymentMethods,
            staffMarksSoldOut: form.staffMarksSoldOut,
            stations: form.stations
              .slice(0, MAX_KITCHEN_STATIONS)
              .map((st) => ({ ...st, name: { az: st.name.az.trim(), en: st.name.en.trim(), ru: st.name.ru.trim(), tr: st.name.tr.trim() } })),
          }).unwrap()
        : await saveSettings({
            settings: { serviceFeeRate: rate, deliveryFee, freeDeliveryThreshold },
            reservations: { seatsPerSlot: seats },
            restaurant: {
              phone: restaurant.phone,
              shortPhone: restaurant.shortPhone,
              email: restaurant.email,
              address: restaurant.address,
              openingHours: form.hours,
              socialMedia: restaurant.socialMedia,
              deliveryPlatforms: restaurant.deliveryPlatforms,
              maps: restaurant.maps,
              navigationApps: restaurant.navigationApps,
            },
          }).unwrap();
      setFormState(toForm(saved, lang));
      setDirty(false);
      // the settings every part of the page reads (header, footer, cart) follow at once (the staff area's own cache
      // is read again: the mutation invalidates it)
      dispatch(publicSettingsLoaded(saved));
      setMessage(t('saved'));
    } catch (error) {
      const fields = fieldErrorTexts(error);
      setErrors(fields);
      setMessage(Object.keys(fields).length > 0 ? t('settings.fixFields') : apiErrorText(error, t('loadError')));
    }
  };
  const links = (key: 'deliveryPlatforms' | 'maps' | 'navigationApps') =>
    restaurant[key].map((link, i) => (
      <Field key={`${key}-${i}`} id={`settings-${key}-${i}`} label={link.name} error={errors[`restaurant.${key}.${i}.url`]}>
        {(p) => (
          <input
            {...p}
            type="url"
            value={link.url}
            onChange={(e) => setRestaurant({ [key]: restaurant[key].map((l, j) => (j === i ? { ...l, url: e.target.value } : l)) })}
          />
        )}
      </Field>
    ));
  return (
    <section>
      <h1>{t(operations ? 'section.hours' : 'section.settings')}</h1>
      <form className="admin-card admin-form" noValidate onSubmit={save}>
        <h2>{t('settings.fees')}</h2>
        <Field id="settings-rate" label={t('settings.serviceFeeRate')} error={errors['settings.serviceFeeRate']}>
          {(p) => <input {...p} inputMode="decimal" value={form.rate} onChange={(e) => setForm({ ...form, rate: e.target.value })} />}
        </Field>
        <Field id="settings-delivery-fee" label={t('settings.deliveryFee')} error={errors['settings.deliveryFee']}>
          {(p) => <input {...p} inputMode="decimal" value={form.deliveryFee} onChange={(e) => setForm({ ...form, deliveryFee: e.target.value })} />}
        </Field>
        <Field id="settings-free-delivery" label={t('settings.freeDeliveryThreshold')} error={errors['settings.freeDeliveryThreshold']}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={form.freeDeliveryThreshold}
              onChange={(e) => setForm({ ...form, freeDeliveryThreshold: e.target.value })}
            />
          )}
        </Field>
        <Field id="settings-seats" label={t('settings.seatsPerSlot')} error={errors['reservations.seatsPerSlot']}>
          {(p) => (
            <input {...p} type="number" min={1} max={500} value={form.seatsPerSlot} onChange={(e) => setForm({ ...form, seatsPerSlot: e.target.value })} />
          )}
        </Field>

        <h2 id="settings-hours">{t('settings.hours')}</h2>
        <p className="admin-muted">{t('settings.hoursHint')}</p>
        <table className="admin-table admin-hours" aria-labelledby="settings-hours">
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = form.hours.weekly[day];
              const error = errors[`restaurant.openingHours.weekly.${day}.open`] ?? errors[`restaurant.openingHours.weekly.${day}.close`];
              return (
                <tr key={day} data-testid={`hours-${day}`}>
                  <th scope="row">{t(`weekdays.${day}`)}</th>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        checked={hours === null}
                        onChange={(e) => setDay(day, e.target.checked ? null : { open: '07:00', close: '03:00' })}
                      />{' '}
                      {t('settings.closedDay')}
                    </label>
                  </td>
                  <td>
                    {hours && (
                      <label>
                        {t('settings.opens')} <input type="time" value={hours.open} onChange={(e) => setDay(day, { ...hours, open: e.target.value })} />
                      </label>
                    )}
                  </td>
                  <td>
                    {hours && (
                      <label>
                        {t('settings.closes')} <input type="time" value={hours.close} onChange={(e) => setDay(day, { ...hours, close: e.target.value })} />
                      </label>
                    )}
                    {error && <p className="admin-error">{error}</p>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="button"
          className="admin-secondary"
          onClick={() =>
            setForm({ ...form, hours: { ...everyDay(form.hours.weekly.mon ?? { open: '07:00', close: '03:00' }), closedDates: form.hours.closedDates } })
          }
        >
          {t('settings.sameEveryDay')}
        </button>
        <h3>{t('settings.closedDates')}</h3>
        <ul className="admin-list" data-testid="closed-dates">
          {form.hours.closedDates.map((date) => (
            <li key={date} className="admin-row">
              <span>{date.split('-').reverse().join('.')}</span>
              <button
                type="button"
                className="admin-secondary"
                onClick={() => setForm({ ...form, hours: { ...form.hours, closedDates: form.hours.closedDates.filter((d) => d !== date) } })}
              >
                {t('settings.removeClosedDate', { date: date.split('-').reverse().join('.') })}
              </button>
            </li>
          ))}
        </ul>
        <div className="admin-toolbar">
          <label>
            {t('settings.closedDate')} <input type="date" value={form.newClosedDate} onChange={(e) => setForm({ ...form, newClosedDate: e.target.value })} />
          </label>
          <button
            type="button"
            className="admin-secondary"
            disabled={!form.newClosedDate}
            onClick={() =>
              setForm({
                ...form,
                newClosedDate: '',
                hours: { ...form.hours, closedDates: [...new Set([...form.hours.closedDates, form.newClosedDate])].sort() },
              })
            }
          >
            {t('settings.addClosedDate')}
          </button>
        </div>
        {errors['restaurant.openingHours.closedDates'] && <p className="admin-error">{errors['restaurant.openingHours.closedDates']}</p>}

        {operations && (
          <>
            <h2>{t('settings.prepTargets')}</h2>
            <p className="admin-muted">{t('settings.prepHint')}</p>
            <Field id="settings-prep-warn" label={t('settings.prepWarn')} error={errors['prepTargets.warn']}>
              {(p) => <input {...p} type="number" min={1} max={240} value={form.prepWarn} onChange={(e) => setForm({ ...form, prepWarn: e.target.value })} />}
            </Field>
            <Field id="settings-prep-late" label={t('settings.prepLate')} error={errors['prepTargets.late']}>
              {(p) => <input {...p} type="number" min={1} max={240} value={form.prepLate} onChange={(e) => setForm({ ...form, prepLate: e.target.value })} />}
            </Field>
            <label className="admin-check">
              <input
                type="checkbox"
                data-testid="settings-staff-sold-out"
                checked={form.staffMarksSoldOut}
                onChange={(e) => setForm({ ...form, staffMarksSoldOut: e.target.checked })}
              />{' '}
              {t('settings.staffMarksSoldOut')}
            </label>
            <h2 id="settings-payment">{t('settings.payment')}</h2>
            <div className="admin-checks" role="group" aria-labelledby="settings-payment">
              {PAYMENT_METHODS.map((m) => (
                <label key={m}>
                  <input
                    type="checkbox"
                    checked={form.paymentMethods.includes(m)}
                    onChange={(e) =>
                      setForm({ ...form, paymentMethods: PAYMENT_METHODS.filter((x) => (x === m ? e.target.checked : form.paymentMethods.includes(x))) })
                    }
                  />{' '}
                  {t(`settings.pay.${m}`)}
                </label>
              ))}
            </div>
            {errors.paymentMethods && <p className="admin-error">{errors.paymentMethods}</p>}
            <h2>{t('settings.stations')}</h2>
            <p className="admin-muted">{t('settings.stationsHint')}</p>
            <StationsEditor
              stations={form.stations}
              categories={menu.data ?? undefined}
              errors={errors}
              onChange={(stations) => setForm({ ...form, stations })}
            />
          </>
        )}
        {!operations && (
          <>
            <h2>{t('settings.restaurant')}</h2>
            <Field id="settings-phone" label={t('settings.phone')} error={errors['restaurant.phone']}>
              {(p) => <input {...p} type="tel" value={restaurant.phone} onChange={(e) => setRestaurant({ phone: e.target.value })} />}
            </Field>
            <Field id="settings-short-phone" label={t('settings.shortPhone')} error={errors['restaurant.shortPhone']}>
              {(p) => <input {...p} value={restaurant.shortPhone} onChange={(e) => setRestaurant({ shortPhone: e.target.value })} />}
            </Field>
            <Field id="settings-email" label={t('settings.email')} error={errors['restaurant.email']}>
              {(p) => <input {...p} type="email" value={restaurant.email} onChange={(e) => setRestaurant({ email: e.target.value })} />}
            </Field>
            {SUPPORTED_LANGUAGES.map((l) => (
              <Field
                key={l}
                id={`settings-address-${l}`}
                label={t('settings.addressIn', { lang: t(`languageNames.${l}`) })}
                error={errors[`restaurant.address.${l}`]}
              >
                {(p) => (
                  <input {...p} value={restaurant.address[l]} onChange={(e) => setRestaurant({ address: { ...restaurant.address, [l]: e.target.value } })} />
                )}
              </Field>
            ))}
            {(Object.keys(restaurant.socialMedia) as Array<keyof typeof restaurant.socialMedia>).map((k) => (
              <Field key={k} id={`settings-social-${k}`} label={k[0]!.toUpperCase() + k.slice(1)} error={errors[`restaurant.socialMedia.${k}`]}>
                {(p) => (
                  <input
                    {...p}
                    type="url"
                    value={restaurant.socialMedia[k]}
                    onChange={(e) => setRestaurant({ socialMedia: { ...restaurant.socialMedia, [k]: e.target.value } })}
                  />
                )}
              </Field>
            ))}
            <h3>{t('settings.platforms')}</h3>
            {links('deliveryPlatforms')}
            <h3>{t('settings.maps')}</h3>
            {links('maps')}
            <h3>{t('settings.navigation')}</h3>
            {links('navigationApps')}
          </>
        )}
        <div className="admin-save-bar">
          <button type="submit" className="admin-button">
            {t('save')}
          </button>
          {dirty && <span className="admin-muted">{t('settings.unsaved')}</span>}
          {message && (
            <p role="status" data-testid="settings-message">
              {message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
