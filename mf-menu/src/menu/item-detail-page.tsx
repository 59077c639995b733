import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useEffect } from 'react';
import { formatMoney, track, withLanguage, type Language } from 'shared-lib';
import { LoadError } from './load-error';
import { useAddToCart } from './menu-item-card';
import { useMenu } from './use-menu';

export function ItemDetailPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('menu');
  const { id } = useParams();
  const { state, retry } = useMenu('main', lang);
  const add = useAddToCart();
  useEffect(() => {
    if (id) track('item_details_viewed', { id });
  }, [id]);
  const back = (
    <Link className="menu-link" to={withLanguage(lang, '/menu')}>
      ← {t('backToMenu')}
    </Link>
  );
  if (state.status === 'loading') return <p className="menu-status">…</p>;
  if (state.status === 'error') return <LoadError onRetry={retry} />;
  const item = state.data.items.find((i) => String(i.id) === id);
  if (!item)
    return (
      <section className="menu-page">
        {back}
        <h1>{t('itemNotFound')}</h1>
      </section>
    );
  return (
    <article className="menu-page menu-detail">
      {back}
      {item.image && <img className="menu-detail-image" src={item.image} alt={item.name} width={400} height={300} />}
      <h1>{item.name}</h1>
      <p>{item.description}</p>
      <h2>{t('ingredients')}</h2>
      <p>{item.ingredients}</p>
      {item.allergens.length > 0 && (
        <>
          <h2>{t('allergens')}</h2>
          <p>{item.allergens.join(', ')}</p>
        </>
      )}
      <p className="menu-price">{formatMoney(Number(item.price))}</p>
      <button type="button" className="menu-add" disabled={!item.available} onClick={() => add(item)}>
        {t('addToCart')}
      </button>
    </article>
  );
}
