import { createContext, useContext } from 'react';
import { useTranslation, Link } from 'shared-lib';
import { DEFAULT_LANGUAGE, isLanguage, withLanguage } from 'shared-lib/domain';

/** The retry of the RemoteView that is showing the fallback. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** The translated "this part of the site is unavailable" view with its retry button. */
export function RemoteFallback() {
  const { t, i18n } = useTranslation('common');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const retry = useContext(RemoteRetryContext);
  return (
    <section className="remote-unavailable" role="alert">
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('remote.retry')}
      </button>{' '}
      <Link className="btn btn-outline" to={withLanguage(lang, '/')}>
        {t('remote.home')}
      </Link>
    </section>
  );
}
