import { useEffect, useMemo, useState } from 'react';
import { useTranslation, Link, track, withLanguage, type Language, type MenuKind } from 'shared-lib';
import { LoadError } from './load-error';
import { itemPath } from './menu-paths';
import { EAGER_IMAGE_CARDS, MenuItemCard } from './menu-item-card';
import { searchItems } from './search';
import { useMenu } from './use-menu';

const ALL = '';

export function MenuPage({ menu, lang }: { menu: MenuKind; lang: Language }) {
  const { t } = useTranslation('menu');
  const { state, retry } = useMenu(menu, lang);
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState('');
  useEffect(() => track('menu_viewed', { menu, lang }), [menu, lang]);

  const visible = useMemo(() => {
    if (state.status !== 'ready') return [];
    const found = searchItems(state.data.items, query);
    return category === ALL ? found : found.filter((i) => i.category === category);
  }, [state, query, category]);

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
              <input type="search" value={query} placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} onChange={(e) => setQuery(e.target.value)} />
            </label>
            <p className="menu-count" data-testid="menu-count">
              {t('totalItems', { count: visible.length })}
            </p>
          </div>
          <nav className="menu-tabs" aria-label={t('categories')}>
            {[{ slug: ALL, name: t('allCategories') }, ...state.data.categories].map((c) => (
              <button key={c.slug} type="button" aria-pressed={category === c.slug} className="menu-tab" onClick={() => {
                  setCategory(c.slug);
                  track('category_selected', { menu, category: c.slug || 'all' });
                }}>
                {c.name}
              </button>
            ))}
          </nav>
          {visible.length === 0 ? (
            <p className="menu-empty">{query.trim() ? t('noResults') : t('emptyCategory')}</p>
          ) : (
            <div className="menu-grid">
              {visible.map((item, index) => (
                <MenuItemCard key={item.id} item={item} detailsHref={withLanguage(lang, itemPath(menu, item.id))} eagerImage={index < EAGER_IMAGE_CARDS} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
