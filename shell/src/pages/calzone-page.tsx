import { useTranslation, Link } from 'shared-lib';
import { withLanguage, type Language } from 'shared-lib/domain';
import { CategoryShowcase } from './category-showcase';

/** /qapali-italyan-pizzasi ("closed Italian pizza"): the calzone's own page. */
export function CalzonePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <div className="container page">
      <h1>{t('calzone.title')}</h1>
      <p className="lead">{t('calzone.intro')}</p>
      <section>
        <h2>{t('calzone.howTitle')}</h2>
        <p>{t('calzone.how')}</p>
      </section>
      <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
        {t('calzone.menuLink')}
      </Link>
      {/* Last on the page: the dishes arrive after it opens, and shift nothing a diner is reading (CLS). */}
      <CategoryShowcase lang={lang} category="calzone" />
    </div>
  );
}
