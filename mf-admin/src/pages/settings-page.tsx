import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation, apiClient, SUPPORTED_LANGUAGES, type PublicSettings, apiFailureSummary } from 'shared-lib';

/** SUPER_ADMIN: fees, restaurant contacts, delivery-platform and map links, seats per slot. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<PublicSettings | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    apiClient
      .get<PublicSettings>('/admin/settings')
      .then((res) => setForm(res.data))
      .catch(() => setMessage(t('loadError')));
  }, [t]);
  if (!form) return <p role="status">{message}</p>;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await apiClient.put('/admin/settings', {
        settings: { serviceFeeRate: Number(form.settings.serviceFeeRate), deliveryFee: form.settings.deliveryFee, freeDeliveryThreshold: form.settings.freeDeliveryThreshold },
        reservations: { seatsPerSlot: Number(form.reservations.seatsPerSlot) },
        restaurant: {
          phone: form.restaurant.phone,
          shortPhone: form.restaurant.shortPhone,
          email: form.restaurant.email,
          address: form.restaurant.address,
          workingHours: form.restaurant.workingHours,
          socialMedia: form.restaurant.socialMedia,
          deliveryPlatforms: form.restaurant.deliveryPlatforms,
          maps: form.restaurant.maps,
          navigationApps: form.restaurant.navigationApps,
        },
      });
      setMessage(t('saved'));
    } catch (error) {
      setMessage(apiFailureSummary(error, t('loadError')));
    }
  };
  const restaurant = form.restaurant;
  const setRestaurant = (changes: Partial<PublicSettings['restaurant']>) => setForm({ ...form, restaurant: { ...restaurant, ...changes } });
  const links = (key: 'deliveryPlatforms' | 'maps' | 'navigationApps') =>
    form.restaurant[key].map((link, i) => (
      <label key={`${key}-${i}`}>
        {link.name}{' '}
        <input
          value={link.url}
          onChange={(e) => setForm({ ...form, restaurant: { ...form.restaurant, [key]: form.restaurant[key].map((l, j) => (j === i ? { ...l, url: e.target.value } : l)) } })}
        />
      </label>
    ));
  return (
    <section>
      <h1>{t('section.settings')}</h1>
      <form className="admin-card admin-form" onSubmit={save}>
        <h2>{t('settings.fees')}</h2>
        <label>
          {t('settings.serviceFeeRate')} <input value={String(form.settings.serviceFeeRate)} onChange={(e) => setForm({ ...form, settings: { ...form.settings, serviceFeeRate: e.target.value as unknown as number } })} />
        </label>
        <label>
          {t('settings.deliveryFee')} <input value={form.settings.deliveryFee} onChange={(e) => setForm({ ...form, settings: { ...form.settings, deliveryFee: e.target.value } })} />
        </label>
        <label>
          {t('settings.freeDeliveryThreshold')} <input value={form.settings.freeDeliveryThreshold} onChange={(e) => setForm({ ...form, settings: { ...form.settings, freeDeliveryThreshold: e.target.value } })} />
        </label>
        <label>
          {t('settings.seatsPerSlot')} <input type="number" min={1} max={500} value={form.reservations.seatsPerSlot} onChange={(e) => setForm({ ...form, reservations: { ...form.reservations, seatsPerSlot: Number(e.target.value) } })} />
        </label>
        <h2>{t('settings.restaurant')}</h2>
        <label>
          {t('settings.phone')} <input value={form.restaurant.phone} onChange={(e) => setForm({ ...form, restaurant: { ...form.restaurant, phone: e.target.value } })} />
        </label>
        <label>
          {t('settings.shortPhone')} <input value={form.restaurant.shortPhone} onChange={(e) => setForm({ ...form, restaurant: { ...form.restaurant, shortPhone: e.target.value } })} />
        </label>
        <label>
          {t('settings.email')} <input type="email" value={restaurant.email} onChange={(e) => setRestaurant({ email: e.target.value })} />
        </label>
        {SUPPORTED_LANGUAGES.map((l) => (
          <label key={l}>
            {t('settings.addressIn', { lang: l })} <input value={restaurant.address[l]} onChange={(e) => setRestaurant({ address: { ...restaurant.address, [l]: e.target.value } })} />
          </label>
        ))}
        <label>
          {t('settings.opens')} <input value={restaurant.workingHours.open} onChange={(e) => setRestaurant({ workingHours: { ...restaurant.workingHours, open: e.target.value } })} />
        </label>
        <label>
          {t('settings.closes')} <input value={restaurant.workingHours.close} onChange={(e) => setRestaurant({ workingHours: { ...restaurant.workingHours, close: e.target.value } })} />
        </label>
        {(Object.keys(restaurant.socialMedia) as Array<keyof typeof restaurant.socialMedia>).map((k) => (
          <label key={k}>
            {k[0]!.toUpperCase() + k.slice(1)} <input value={restaurant.socialMedia[k]} onChange={(e) => setRestaurant({ socialMedia: { ...restaurant.socialMedia, [k]: e.target.value } })} />
          </label>
        ))}
        <h3>{t('settings.platforms')}</h3>
        {links('deliveryPlatforms')}
        <h3>{t('settings.maps')}</h3>
        {links('maps')}
        <h3>{t('settings.navigation')}</h3>
        {links('navigationApps')}
        <button type="submit" className="admin-button">
          {t('save')}
        </button>
        {message && <p role="status">{message}</p>}
      </form>
    </section>
  );
}
