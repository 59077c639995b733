import type { Language } from 'shared-lib';
import { useTranslation } from 'shared-lib';
import { useRestaurant } from '../app/use-restaurant';

export function LocationPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const info = useRestaurant();
  return (
    <div className="container page two-columns">
      <section>
        <h1>{t('location.title')}</h1>
        <p className="lead">{t('location.intro')}</p>
        <dl className="details card">
          <dt>{t('location.address')}</dt>
          <dd>{info.address[lang]}</dd>
          <dt>{t('location.hours')}</dt>
          <dd>
            {t('location.hoursDaily')}
            <br />
            <span lang="en">{t('location.hoursEnglish')}</span>
          </dd>
        </dl>
      </section>
      <aside className="card">
        <h2>{t('location.mapsTitle')}</h2>
        <ul className="link-list">
          {info.maps.map((m) => (
            <li key={m.name}>
              <a className="btn btn-primary" href={m.url} target="_blank" rel="noopener noreferrer">
                {t('location.openInMaps', { app: m.name })}
              </a>
            </li>
          ))}
        </ul>
        <h2>{t('location.navigationTitle')}</h2>
        <ul className="link-list">
          {info.navigationApps.map((m) => (
            <li key={m.name}>
              <a className="btn btn-outline" href={m.url} target="_blank" rel="noopener noreferrer">
                {t('location.navigateWith', { app: m.name })}
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
