import { useTranslation, Link } from 'shared-lib';
import { restaurantHoursWords, withLanguage, type Language } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';
import { CategoryShowcase } from './category-showcase';

/** /breakfast: the breakfast menu, served daily from opening. */
export function BreakfastPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const hours = restaurantHoursWords(useRestaurant(), lang);
  return (
    <div className="container page">
      <h1>{t('breakfast.title')}</h1>
      <p className="lead">{t('breakfast.intro', { ...hours })}</p>
      <p>
        <strong>{t('breakfast.served', { ...hours })}</strong>
      </p>
      <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
        {t('breakfast.menuLink')}
      </Link>
      {/* Last on the page: the dishes arrive after it opens, and shift nothing a diner is reading (CLS). */}
      <CategoryShowcase lang={lang} category="breakfast" />
    </div>
  );
}
