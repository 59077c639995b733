import { useTranslation, Link } from 'shared-lib';
import { withLanguage, type Language } from 'shared-lib/domain';

export function NotFoundPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <section className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to={withLanguage(lang, '/')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
