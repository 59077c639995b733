import { useEffect, useRef, useState } from 'react';
import { Minus, Plus, X } from 'lucide-react';
import { FavouriteButton, useFavouriteToggle } from './favourite-button';
import {
  useTranslation,
  useDispatch,
  useStore,
  DishPicture,
  Link,
  useNavigate,
  useParams,
  addToCart,
  isApiFailure,
  pageItemShown,
  toastRequested,
  TOAST_DURATIONS,
  track,
  type AppDispatch,
  type CustomizationGroupDto,
  type MenuItemDto,
  type MenuKind,
  type RootState,
} from 'shared-lib';
import {
  isAllergen,
  formatMoney,
  fromQapik,
  optionPriceSuffix,
  MAX_LINE_QUANTITY,
  toQapik,
  withLanguage,
  type Language,
  cartCustomizations,
  defaultChoices,
  unitPrice,
  type Choices,
} from 'shared-lib/domain';
import { LoadError } from './load-error';
import { ItemBadges } from './menu-item-card';
import { menuReads } from 'shared-lib/server-state';
import { useMenuChanges } from './use-menu-changes';
import { MENU_PATH } from './menu-paths';

function OptionGroup({ group, choices, onChange }: { group: CustomizationGroupDto; choices: Choices; onChange: (next: Choices) => void }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const picked = choices[group.key];
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
            {optionPriceSuffix(o.name, o.priceDelta)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The item as a page, or as a sheet over the menu on a phone (its heading then names the dialog). */
function ItemDetail({ item, lang, menu, sheet }: { item: MenuItemDto; lang: Language; menu: MenuKind; sheet?: { onAdded: () => void } }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(item.customizations));
  const [quantity, setQuantity] = useState(1);
  const unit = unitPrice(item, choices);
  const total = fromQapik(toQapik(unit) * quantity);
  const add = () => {
    addToCart(dispatch, () => store.getState(), {
      id: String(item.id),
      name: item.name,
      price: Number(unit),
      image: item.image ?? '',
      category: item.category,
      quantity,
      customizations: cartCustomizations(choices),
    });
    dispatch(toastRequested({ message: t('addedToCart', { item: item.name }), type: 'success', duration: TOAST_DURATIONS.cartAdd }));
    sheet?.onAdded();
  };
  const favourites = useFavouriteToggle(lang);
  const Heading = sheet ? 'h2' : 'h1';
  const Subheading = sheet ? 'h3' : 'h2';
  return (
    <article className={`menu-detail${sheet ? ' menu-sheet-body' : ' menu-page'}`}>
      {!sheet && (
        <Link className="menu-link" to={withLanguage(lang, MENU_PATH[menu])}>
          ← {t(menu === 'mokaland' ? 'backToMokaland' : 'backToMenu')}
        </Link>
      )}
      {item.image && <DishPicture className="menu-detail-image" image={item.image} alt={item.name} sizes="(max-width: 767px) 100vw, 720px" eager />}
      <ItemBadges item={item} />
      <Heading id={sheet ? 'menu-sheet-title' : undefined}>{item.name}</Heading>
      <p>{item.description}</p>
      <Subheading>{t('ingredients')}</Subheading>
      <p>{item.ingredients}</p>
      {item.allergens.length > 0 && (
        <>
          <Subheading>{t('allergens')}</Subheading>
          <p data-testid="item-allergens">{item.allergens.map((a) => (isAllergen(a) ? t(`vocabulary:allergens.${a}`) : a)).join(', ')}</p>
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
          <button
            type="button"
            aria-label={t('increase')}
            disabled={quantity >= MAX_LINE_QUANTITY}
            onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
          >
            <Plus className="menu-icon" aria-hidden="true" focusable="false" />
          </button>
        </div>
        <p className="menu-visually-hidden" data-testid="item-total">
          {t('totalPrice', { price: formatMoney(Number(total)) })}
        </p>
        <button type="button" className="menu-add menu-detail-add" disabled={!item.available} onClick={add}>
          {t('addWithPrice', { price: formatMoney(Number(total)) })}
        </button>
        {favourites && <FavouriteButton item={item} favourites={favourites} />}
      </div>
    </article>
  );
}

type ItemState = { status: 'loading' | 'missing' | 'error' } | { status: 'ready'; item: MenuItemDto };

/** Loads the item of the address's :id from its menu (the page's server-state cache), and tells the shell which item is shown (title and tags). */
function useItem(menu: MenuKind, lang: Language) {
  const { id = '' } = useParams();
  useMenuChanges();
  const query = menuReads.useMenuItemQuery({ menu, id, lang });
  // Opened from the list, the dish is already in the list's cache entry (read with RTK Query's documented
  // `useQueryState`, which reads the cache and never starts a request): it shows at once, and with no
  // network (the menu in the pocket) it still opens.
  const listed = menuReads.endpoints.menuItems.useQueryState(
    { menu, lang },
    { selectFromResult: (r) => ({ item: r.data?.find((i) => String(i.id) === id) }) },
  ).item;
  const failure = query.error;
  const item = query.currentData ?? listed;
  const state: ItemState = item
    ? { status: 'ready', item }
    : failure
      ? { status: isApiFailure(failure) && failure.status === 404 ? 'missing' : 'error' }
      : { status: 'loading' };
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (id) track('item_details_viewed', { id });
  }, [id]);
  const shown = state.status === 'ready' ? state.item : state.status === 'missing' ? null : undefined;
  useEffect(() => {
    if (shown !== undefined) dispatch(pageItemShown({ id, lang, item: shown }));
  }, [dispatch, id, lang, shown]);
  return { state, retry: () => void query.refetch() };
}

export function ItemDetailPage({ lang, menu }: { lang: Language; menu: MenuKind }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const { state, retry } = useItem(menu, lang);
  if (state.status === 'loading') return <div className="menu-skeleton menu-detail" role="status" aria-label={t('skeletonLabel')} />;
  if (state.status === 'error') return <LoadError onRetry={retry} />;
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

/**
 * On a phone, an item opened from the menu list rises as a bottom sheet over the list (a modal dialog: Esc, a tap
 * outside or the close button go back to the list where it was). Its address is the item page's, so a shared link
 * opens the page.
 */
export function ItemSheet({ lang, menu }: { lang: Language; menu: MenuKind }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const { state, retry } = useItem(menu, lang);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    void navigate(-1);
  };
  useEffect(() => {
    const box = dialog.current;
    // the control that opened the sheet (its card's link) gets the focus back when it closes, not the top of the page
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (box && !box.open) box.showModal();
    return () => {
      box?.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="menu-sheet"
      aria-labelledby={state.status === 'ready' ? 'menu-sheet-title' : undefined}
      aria-label={state.status === 'ready' ? undefined : t('skeletonLabel')}
      data-testid="item-sheet"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <button type="button" className="menu-sheet-close" aria-label={t('closeDetails')} onClick={close}>
        <X className="menu-icon" aria-hidden="true" focusable="false" />
      </button>
      {state.status === 'loading' && <div className="menu-skeleton" role="status" aria-label={t('skeletonLabel')} />}
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'missing' && <p className="menu-status">{t('itemNotFound')}</p>}
      {state.status === 'ready' && <ItemDetail key={state.item.id} item={state.item} lang={lang} menu={menu} sheet={{ onAdded: close }} />}
    </dialog>
  );
}
