import { useEffect, useMemo, useState } from 'react';
import { useTranslation, Link, track, type MenuKind } from 'shared-lib';
import { withLanguage, ALLERGENS, DIETARY_TAGS, filterMenuItems, searchMenuItems, type Allergen, type DietaryTag, type Language } from 'shared-lib/domain';
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
  const [without, setWithout] = useState<Allergen[]>([]);
  useEffect(() => track('menu_viewed', { menu, lang }), [menu, lang]);

  const visible = useMemo(() => {
    if (state.status !== 'ready') return [];
    const found = filterMenuItems(searchMenuItems(state.data.items, query), { diets, without });
    return category === ALL ? found : found.filter((i) => i.category === category);
  }, [state, query, category, diets, without]);
  // Only the tags and allergens some dish of this menu carries are offered as filters.
  const items = state.status === 'ready' ? state.data.items : [];
  const offeredDiets = DIETARY_TAGS.filter((tag) => items.some((i) => i.dietary.includes(tag)));
  const offeredAllergens = ALLERGENS.filter((code) => items.some((i) => i.allergens.includes(code)));
  const filtering = diets.length > 0 || without.length > 0;

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
          <FilterGroup label={t('dietaryFilters')} codes={offeredDiets} chosen={diets} onChange={setDiets} name={(tag) => t(`vocabulary:dietary.${tag}`)} />
          <FilterGroup
            label={t('allergenFilters')}
            codes={offeredAllergens}
            chosen={without}
            onChange={setWithout}
            name={(code) => t(`vocabulary:allergenFree.${code}`)}
          />
          {visible.length === 0 ? (
            <p className="menu-empty">{query.trim() ? t('noResults') : filtering ? t('noFilterResults') : t('emptyCategory')}</p>
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

/** A row of filter chips, each pressed or not; none when the menu offers no code of the group. */
function FilterGroup<Code extends string>({
  label,
  codes,
  chosen,
  onChange,
  name,
}: {
  label: string;
  codes: readonly Code[];
  chosen: readonly Code[];
  onChange: (chosen: Code[]) => void;
  name: (code: Code) => string;
}) {
  if (codes.length === 0) return null;
  const toggle = (code: Code) => onChange(chosen.includes(code) ? chosen.filter((x) => x !== code) : [...chosen, code]);
  return (
    <div className="menu-diets" role="group" aria-label={label}>
      <span className="menu-diets-label" aria-hidden="true">
        {label}
      </span>
      {codes.map((code) => (
        <button key={code} type="button" className={`menu-diet menu-diet-${code}`} aria-pressed={chosen.includes(code)} onClick={() => toggle(code)}>
          {name(code)}
        </button>
      ))}
    </div>
  );
}
