import {
  useTranslation,
  useDispatch,
  useStore,
  DishPicture,
  Link,
  addToCart,
  menuItemPath,
  toastRequested,
  TOAST_DURATIONS,
  useNavigate,
  type AppDispatch,
  type FavouriteDishDto,
  type RootState,
} from 'shared-lib';
import { cartItemWithDefaults, formatBakuDate, formatMoney, withLanguage, type Language } from 'shared-lib/domain';
import { useAccountOrders, useFavourites } from 'shared-lib/server-state';
import { reorder } from '../account/reorder';

/** How many favourites the home page shows (the rest are a tap away on the menu, each with its heart). */
export const HOME_FAVOURITES_SHOWN = 4;

function FavouriteCard({ favourite, lang }: { favourite: FavouriteDishDto; lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const { item, menu } = favourite;
  const add = () => {
    addToCart(dispatch, () => store.getState(), cartItemWithDefaults(item));
    dispatch(toastRequested({ message: t('home.addedToCart', { item: item.name }), type: 'success', duration: TOAST_DURATIONS.cartAdd }));
  };
  return (
    <li className="highlight-card" data-testid="home-favourite">
      {item.image && <DishPicture image={item.image} alt="" sizes="(max-width: 539px) calc(100vw - 56px), 260px" />}
      <Link to={withLanguage(lang, menuItemPath(menu, item.id))}>{item.name}</Link>
      <span className="highlight-price">{formatMoney(Number(item.price))}</span>
      <button type="button" className="btn btn-outline" disabled={!item.available} aria-label={t('home.addItemToCart', { item: item.name })} onClick={add}>
        {t('home.addToCart')}
      </button>
    </li>
  );
}

function LastOrder({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const { orders } = useAccountOrders(lang);
  const last = orders?.find((o) => o.status !== 'cancelled' && o.items.some((i) => i.menuItemId !== null));
  if (!last) return null;
  const count = last.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <div className="card home-last-order" data-testid="home-last-order">
      <h3>{t('home.lastOrderTitle')}</h3>
      <p className="muted">
        {formatBakuDate(last.createdAt, lang)} · {t('profile.items', { count })} · {t('profile.orderTotal', { total: formatMoney(Number(last.total)) })}
      </p>
      <ul className="home-last-order-lines">
        {last.items.map((line, i) => (
          <li key={`${line.menuItemId ?? 'x'}-${i}`}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          reorder(last, dispatch, () => store.getState());
          void navigate(withLanguage(lang, '/cart'));
        }}
      >
        {t('profile.reorder')}
      </button>
    </div>
  );
}

/**
 * The home page of a signed-in diner (Wolt's and Domino's "order again"): the last order, one tap from the cart, and
 * the favourite dishes marked on the menu. Loaded only for a signed-in diner, so the home page of everyone else
 * carries none of it.
 */
export default function HomeForYou({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const { favourites } = useFavourites(lang);
  return (
    <section className="container home-for-you" aria-labelledby="home-for-you-title" data-testid="home-for-you">
      <h2 id="home-for-you-title">{t('home.forYouTitle')}</h2>
      <LastOrder lang={lang} />
      <h3>{t('home.favouritesTitle')}</h3>
      {favourites?.length === 0 && <p className="muted">{t('home.noFavourites')}</p>}
      {favourites && favourites.length > 0 && (
        <ul className="highlight-grid">
          {favourites.slice(0, HOME_FAVOURITES_SHOWN).map((f) => (
            <FavouriteCard key={f.item.id} favourite={f} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}
