import type { Language } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib';
import { useRestaurant } from '../app/use-restaurant';
import { OpenNow, useHoursLine } from '../ui/opening-hours';
import { LocationMap } from './location-map';

export function LocationPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const info = useRestaurant();
  const hours = useHoursLine(lang);
  return (
    <div className="container page location-page">
      <h1>{t('location.title')}</h1>
      <p className="lead">{t('location.intro')}</p>
      <div className="two-columns">
        <section>
          <LocationMap lat={info.geo.lat} lng={info.geo.lng} name={info.name} />
          <dl className="details card">
            <dt>{t('location.address')}</dt>
            <dd>{info.address[lang]}</dd>
            <dt>{t('location.hours')}</dt>
            <dd>
              {hours}
              <OpenNow lang={lang} />
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
    </div>
  );
}
