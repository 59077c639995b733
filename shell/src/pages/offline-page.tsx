import { useTranslation, Link, useSearchParams } from 'shared-lib';
import { withLanguage, type Language } from 'shared-lib/domain';

/**
 * The site's own page for a page not opened on this device before, with no network: the service worker keeps it when it
 * installs and shows it instead of the browser's error page (shell/build/service-worker.js). Its links lead to what
 * works offline: the menu, and this page's address again once the signal is back.
 */
export default function OfflinePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  // the page the diner asked for (start.tsx), one of this site's: opened again by "Try again"
  const from = params.get('from');
  const retry = from && /^\/(?!\/)/.test(from) ? from : null;
  return (
    <section className="container not-found" data-testid="offline-page" data-offline-page>
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.text')}</p>
      <p className="offline-actions">
        <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
          {t('offline.menu')}
        </Link>{' '}
        <button type="button" className="btn btn-outline" onClick={() => (retry ? window.location.assign(retry) : window.location.reload())}>
          {t('offline.retry')}
        </button>
      </p>
    </section>
  );
}
