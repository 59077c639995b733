import { useTranslation, Link, withLanguage, type Language } from 'shared-lib';
import { CategoryShowcase } from './category-showcase';

/** /breakfast: the breakfast menu, served daily from opening. */
export function BreakfastPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <div className="container page">
      <h1>{t('breakfast.title')}</h1>
      <p className="lead">{t('breakfast.intro')}</p>
      <p>
        <strong>{t('breakfast.served')}</strong>
      </p>
      <CategoryShowcase lang={lang} category="breakfast" />
      <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
        {t('breakfast.menuLink')}
      </Link>
    </div>
  );
}
