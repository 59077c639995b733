import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, type PublicSettings } from 'shared-lib';

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
        restaurant: { phone: form.restaurant.phone, shortPhone: form.restaurant.shortPhone, deliveryPlatforms: form.restaurant.deliveryPlatforms, maps: form.restaurant.maps },
      });
      setMessage(t('saved'));
    } catch (error) {
      const failure = error as { message?: string; errors?: Record<string, string[]> };
      setMessage(failure.errors ? Object.values(failure.errors).flat().join(' ') : (failure.message ?? t('loadError')));
    }
  };
  const links = (key: 'deliveryPlatforms' | 'maps') =>
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
        <h3>{t('settings.platforms')}</h3>
        {links('deliveryPlatforms')}
        <h3>{t('settings.maps')}</h3>
        {links('maps')}
        <button type="submit" className="admin-button">
          {t('save')}
        </button>
        {message && <p role="status">{message}</p>}
      </form>
    </section>
  );
}
