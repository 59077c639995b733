import { memo, useCallback } from 'react';
import { FavouriteButton, type FavouriteToggle } from './favourite-button';
import { sheetState } from './item-sheet-link';
import {
  useTranslation,
  useDispatch,
  useLocation,
  useStore,
  DishPicture,
  Link,
  addToCart,
  toastRequested,
  TOAST_DURATIONS,
  type AppDispatch,
  type MenuItemDto,
  type RootState,
} from 'shared-lib';
import { formatMoney, cartItemWithDefaults, isAllergen, isDietaryTag } from 'shared-lib/domain';

/**
 * Adds through the cart contract and says so (SPEC 8.3: '{item} added to cart', 2000 ms). Read once by the list and
 * handed to every card: the same function while the language stays, so the memoised cards do not render again.
 */
export function useAddToCart(): (item: MenuItemDto) => void {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const { t } = useTranslation('menu');
  return useCallback(
    (item: MenuItemDto) => {
      addToCart(dispatch, () => store.getState(), cartItemWithDefaults(item));
      dispatch(toastRequested({ message: t('addedToCart', { item: item.name }), type: 'success', duration: TOAST_DURATIONS.cartAdd }));
    },
    [dispatch, store, t],
  );
}

/** The first cards are on screen as the page opens: their pictures load at once, the rest as the diner scrolls. */
export const EAGER_IMAGE_CARDS = 2;

/**
 * One dish of the list. Memoised: the list renders again as the diner types a search or the page's state settles, and
 * a card whose dish, link and favourites are the same renders nothing new. One translation hook a card (the list has
 * twenty and more): the list reads the add-to-cart action once, and the heart is there only for a signed-in diner.
 */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  detailsHref,
  favourites,
  onAdd,
  eagerImage = false,
}: {
  item: MenuItemDto;
  detailsHref: string;
  favourites: FavouriteToggle | null;
  onAdd: (item: MenuItemDto) => void;
  eagerImage?: boolean;
}) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  const location = useLocation();
  return (
    <article className={`menu-card${item.available ? '' : ' is-unavailable'}`} data-testid="menu-item">
      {item.image && (
        <DishPicture className="menu-card-image" image={item.image} alt="" sizes="(max-width: 639px) calc(100vw - 32px), 360px" eager={eagerImage} />
      )}
      {favourites && <FavouriteButton item={item} favourites={favourites} className="menu-card-favourite" />}
      <div className="menu-card-body">
        <ItemBadges item={item} />
        <h2 className="menu-card-title">{item.name}</h2>
        <p className="menu-card-text">{item.description}</p>
        {item.allergens.length > 0 && (
          <p className="menu-card-allergens" data-testid="menu-card-allergens">
            {t('cardAllergens', { list: item.allergens.map((a) => (isAllergen(a) ? t(`vocabulary:allergens.${a}`) : a)).join(', ') })}
          </p>
        )}
        <div className="menu-card-footer">
          <span className="menu-price" aria-label={t('price')}>
            {formatMoney(Number(item.price))}
          </span>
          <Link className="menu-link" to={detailsHref} state={sheetState(location)} aria-label={t('itemDetails', { item: item.name })}>
            {t('viewDetails')}
          </Link>
          <button
            type="button"
            className="menu-add"
            disabled={!item.available}
            aria-label={t('addItemToCart', { item: item.name })}
            onClick={() => onAdd(item)}
          >
            {t('addToCart')}
          </button>
        </div>
      </div>
    </article>
  );
});

/** An item's badges, the same on its card and its page: featured, sold out, and its dietary tags. */
export function ItemBadges({ item }: { item: MenuItemDto }) {
  const { t } = useTranslation(['menu', 'vocabulary']);
  return (
    <div className="menu-card-badges">
      {item.featured && <span className="menu-badge menu-badge-featured">{t('featured')}</span>}
      {!item.available && <span className="menu-badge menu-badge-unavailable">{t('unavailable')}</span>}
      {item.dietary.filter(isDietaryTag).map((tag) => (
        <span key={tag} className={`menu-badge menu-diet-${tag}`} data-testid="menu-diet">
          {t(`vocabulary:dietary.${tag}`)}
        </span>
      ))}
    </div>
  );
}
