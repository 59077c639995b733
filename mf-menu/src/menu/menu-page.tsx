import { useEffect, useMemo, useState } from 'react';
import {
  useTranslation,
  Link,
  track,
  withLanguage,
  DIETARY_TAGS,
  filterByDietaryTags,
  searchMenuItems,
  type DietaryTag,
  type Language,
  type MenuKind,
} from 'shared-lib';
import { LoadError } from './load-error';
import { itemPath } from './menu-paths';
import { EAGER_IMAGE_CARDS, MenuItemCard, useAddToCart } from './menu-item-card';
import { useFavouriteToggle } from './favourite-button';
import { useMenu } from './use-menu';

const ALL = '';

export function MenuPage({ menu, lang }: { menu: MenuKind; lang: Language }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const { state, retry } = useMenu(menu, lang);
  const favourites = useFavouriteToggle(lang);
  const addToCart = useAddToCart();
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState('');
  const [diets, setDiets] = useState<DietaryTag[]>([]);
  useEffect(() => track('menu_viewed', { menu, lang }), [menu, lang]);

  const visible = useMemo(() => {
    if (state.status !== 'ready') return [];
    const found = filterByDietaryTags(searchMenuItems(state.data.items, query), diets);
    return category === ALL ? found : found.filter((i) => i.category === category);
  }, [state, query, category, diets]);
  // Only the tags some dish of this menu carries are offered as filters.
  const offeredDiets = state.status === 'ready' ? DIETARY_TAGS.filter((tag) => state.data.items.some((i) => i.dietary.includes(tag))) : [];
  const toggleDiet = (tag: DietaryTag) => {
    setDiets((chosen) => (chosen.includes(tag) ? chosen.filter((x) => x !== tag) : [...chosen, tag]));
  };

  const title = menu === 'mokaland' ? t('mokalandTitle') : t('title');
  return (
    <section className={`menu-page menu-page-${menu}`}>
      <header className="menu-hero">
        <h1>{title}</h1>
        {menu === 'mokaland' && <p>{t('mokalandSubtitle')}</p>}
        {menu === 'mokaland' && (
          <Link className="menu-add" to={withLanguage(lang, '/mokaland/birthday-menu')}>
            {t('birthday.title')}
          </Link>
        )}
      </header>
      {state.status === 'loading' && (
        <div className="menu-grid" role="status" aria-label={t('skeletonLabel')}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="menu-card menu-skeleton-card" aria-hidden="true" />
          ))}
        </div>
      )}
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <div className="menu-toolbar">
            <label className="menu-search">
              <span className="menu-visually-hidden">{t('searchLabel')}</span>
              <input
                type="search"
                value={query}
                placeholder={t('searchPlaceholder')}
                aria-label={t('searchLabel')}
                onChange={(e) => setQuery(e.target.value)}
              />
            </label>
            <p className="menu-count" data-testid="menu-count">
              {t('totalItems', { count: visible.length })}
            </p>
          </div>
          <nav className="menu-tabs" aria-label={t('categories')}>
            {[{ slug: ALL, name: t('allCategories') }, ...state.data.categories].map((c) => (
              <button
                key={c.slug}
                type="button"
                aria-pressed={category === c.slug}
                className="menu-tab"
                onClick={() => {
                  setCategory(c.slug);
                  track('category_selected', { menu, category: c.slug || 'all' });
                }}
              >
                {c.name}
              </button>
            ))}
          </nav>
          {offeredDiets.length > 0 && (
            <div className="menu-diets" role="group" aria-label={t('dietaryFilters')}>
              <span className="menu-diets-label" aria-hidden="true">
                {t('dietaryFilters')}
              </span>
              {offeredDiets.map((tag) => (
                <button key={tag} type="button" className={`menu-diet menu-diet-${tag}`} aria-pressed={diets.includes(tag)} onClick={() => toggleDiet(tag)}>
                  {t(`vocabulary:dietary.${tag}`)}
                </button>
              ))}
            </div>
          )}
          {visible.length === 0 ? (
            <p className="menu-empty">{query.trim() ? t('noResults') : diets.length > 0 ? t('noFilterResults') : t('emptyCategory')}</p>
          ) : (
            <div className="menu-grid">
              {visible.map((item, index) => (
                <MenuItemCard
                  key={item.id}
                  item={item}
                  favourites={favourites}
                  onAdd={addToCart}
                  detailsHref={withLanguage(lang, itemPath(menu, item.id))}
                  eagerImage={index < EAGER_IMAGE_CARDS}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
