import { useState, type FormEvent } from 'react';
import { useTranslation, Link, useNavigate } from 'shared-lib';
import { ORDER_STATUSES, withLanguage, type Language, fitsFormat, orderCodeFormat } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';
import { describedBy, Field } from '../ui/field';

/** SPEC 9: delivery estimates per platform (25-40 and 20-35 minutes). */
export const PLATFORM_ESTIMATES = [
  { from: 25, to: 40 },
  { from: 20, to: 35 },
] as const;

export function OrderOnlinePage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['common', 'vocabulary']);
  const info = useRestaurant();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const track = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!fitsFormat(orderCodeFormat, value)) return setError(t('order.invalidCode'));
    void navigate(withLanguage(lang, `/track-order/${value}`));
  };
  return (
    <div className="container page">
      <h1>{t('order.title')}</h1>
      <p className="lead">{t('order.intro')}</p>
      <div className="feature-grid">
        <section className="card">
          <h2>{t('order.atTableTitle')}</h2>
          <p>{t('order.atTableText')}</p>
          <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
            {t('order.startOrder')}
          </Link>
        </section>
        <section className="card">
          <h2>{t('order.platformsTitle')}</h2>
          <ul className="platform-list">
            {info.deliveryPlatforms.map((p, i) => {
              const estimate = PLATFORM_ESTIMATES[i] ?? PLATFORM_ESTIMATES[0];
              return (
                <li key={p.name}>
                  <h3>{p.name}</h3>
                  <p>{t('order.deliveryEstimate', estimate)}</p>
                  <a className="btn btn-primary" href={p.url} target="_blank" rel="noopener noreferrer">
                    {t('order.openWeb', { platform: p.name })}
                  </a>{' '}
                  {p.appUrl && (
                    <a className="btn btn-outline" href={p.appUrl}>
                      {t('order.openApp', { platform: p.name })}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <section className="card">
          <h2>{t('order.trackTitle')}</h2>
          <form noValidate onSubmit={track} className="form">
            <Field id="track-code" label={t('order.trackLabel')} error={error} hint={t('order.trackHint')}>
              <input
                id="track-code"
                value={code}
                maxLength={10}
                autoCapitalize="characters"
                onChange={(e) => setCode(e.target.value)}
                {...describedBy('track-code', error, t('order.trackHint'))}
              />
            </Field>
            <button type="submit" className="btn btn-primary">
              {t('order.trackButton')}
            </button>
          </form>
          <h3>{t('order.statusTitle')}</h3>
          <ol className="status-list">
            {ORDER_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
              <li key={s}>{t(`vocabulary:orderStatus.${s}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
