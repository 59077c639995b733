import { useEffect, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation, useDispatch, useStore, Link, useParams, addToCart, formatMoney, fromQapik, isApiFailure, MAX_LINE_QUANTITY, pageItemShown, toastRequested, toQapik, TOAST_DURATIONS, track, withLanguage, type AppDispatch, type CustomizationGroupDto, type Language, type MenuItemDto, type MenuKind, type RootState, cartCustomizations, defaultChoices, unitPrice, type Choices } from 'shared-lib';
import { LoadError } from './load-error';
import { fetchItem, MENU_PATH } from './menu-api';

function OptionGroup({ group, choices, onChange }: { group: CustomizationGroupDto; choices: Choices; onChange: (next: Choices) => void }) {
  const { t } = useTranslation('menu');
  const picked = choices[group.key];
  const delta = (p: string) => (Number(p) === 0 ? '' : ` (${Number(p) > 0 ? '+' : '−'}${formatMoney(Math.abs(Number(p)))})`);
  return (
    <fieldset className="menu-options">
      <legend>
        {group.name} <span className="menu-mark">({group.required ? t('required') : t('optional')})</span>
      </legend>
      {group.options.map((o) => {
        const id = `opt-${group.key}-${o.key}`;
        const checked = Array.isArray(picked) ? picked.includes(o.key) : picked === o.key;
        return (
          <label key={o.key} htmlFor={id} className="menu-option">
            <input
              id={id}
              type={group.multiple ? 'checkbox' : 'radio'}
              name={group.key}
              checked={checked}
              onChange={(e) => {
                if (!group.multiple) return onChange({ ...choices, [group.key]: o.key });
                const current = Array.isArray(picked) ? picked : [];
                onChange({ ...choices, [group.key]: e.target.checked ? [...current, o.key] : current.filter((k) => k !== o.key) });
              }}
            />
            {o.name}
            {delta(o.priceDelta)}
          </label>
        );
      })}
    </fieldset>
  );
}

function ItemDetail({ item, lang, menu }: { item: MenuItemDto; lang: Language; menu: MenuKind }) {
  const { t } = useTranslation('menu');
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(item.customizations));
  const [quantity, setQuantity] = useState(1);
  const unit = unitPrice(item, choices);
  const total = fromQapik(toQapik(unit) * quantity);
  const add = () => {
    addToCart(dispatch, store.getState, {
      id: String(item.id),
      name: item.name,
      price: Number(unit),
      image: item.image ?? '',
      category: item.category,
      quantity,
      customizations: cartCustomizations(choices),
    });
    dispatch(toastRequested({ message: t('addedToCart', { item: item.name }), type: 'success', duration: TOAST_DURATIONS.cartAdd }));
  };
  return (
    <article className="menu-page menu-detail">
      <Link className="menu-link" to={withLanguage(lang, MENU_PATH[menu])}>
        ← {t(menu === 'mokaland' ? 'backToMokaland' : 'backToMenu')}
      </Link>
      {item.image && <img className="menu-detail-image" src={item.image} alt={item.name} width={400} height={300} />}
      <div className="menu-card-badges">
        {item.featured && <span className="menu-badge menu-badge-featured">{t('featured')}</span>}
        {!item.available && <span className="menu-badge menu-badge-unavailable">{t('unavailable')}</span>}
      </div>
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
      <p className="menu-price" data-testid="item-unit-price">
        {formatMoney(Number(unit))}
      </p>
      {item.customizations.map((g) => (
        <OptionGroup key={g.key} group={g} choices={choices} onChange={setChoices} />
      ))}
      {/* On a phone this bar sticks to the bottom of the screen: quantity and "Add · price" always in reach. */}
      <div className="menu-detail-actions">
        <div className="menu-quantity" role="group" aria-label={t('quantity')}>
          <button type="button" aria-label={t('decrease')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            <Minus className="menu-icon" aria-hidden="true" focusable="false" />
          </button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label={t('increase')} disabled={quantity >= MAX_LINE_QUANTITY} onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}>
            <Plus className="menu-icon" aria-hidden="true" focusable="false" />
          </button>
        </div>
        <p className="menu-visually-hidden" data-testid="item-total">
          {t('totalPrice', { price: formatMoney(Number(total)) })}
        </p>
        <button type="button" className="menu-add menu-detail-add" disabled={!item.available} onClick={add}>
          {t('addWithPrice', { price: formatMoney(Number(total)) })}
        </button>
      </div>
    </article>
  );
}

export function ItemDetailPage({ lang, menu }: { lang: Language; menu: MenuKind }) {
  const { t } = useTranslation('menu');
  const { id = '' } = useParams();
  const [state, setState] = useState<{ status: 'loading' | 'missing' | 'error' } | { status: 'ready'; item: MenuItemDto }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (id) track('item_details_viewed', { id });
  }, [id]);
  // The shell owns the head: tell it which item this page shows (or that there is none) for its title and tags.
  useEffect(() => {
    if (state.status === 'ready') dispatch(pageItemShown({ id, lang, item: state.item }));
    else if (state.status === 'missing') dispatch(pageItemShown({ id, lang, item: null }));
  }, [dispatch, id, lang, state]);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchItem(menu, id, lang)
      .then((item) => live && setState({ status: 'ready', item }))
      .catch((error) => live && setState({ status: isApiFailure(error) && error.status === 404 ? 'missing' : 'error' }));
    return () => {
      live = false;
    };
  }, [menu, id, lang, attempt]);
  if (state.status === 'loading') return <div className="menu-skeleton menu-detail" role="status" aria-label={t('skeletonLabel')} />;
  if (state.status === 'error') return <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'missing' || state.status !== 'ready')
    return (
      <section className="menu-page">
        <Link className="menu-link" to={withLanguage(lang, MENU_PATH[menu])}>
          ← {t(menu === 'mokaland' ? 'backToMokaland' : 'backToMenu')}
        </Link>
        <h1>{t('itemNotFoundTitle')}</h1>
        <p>{t('itemNotFound')}</p>
      </section>
    );
  return <ItemDetail key={state.item.id} item={state.item} lang={lang} menu={menu} />;
}
