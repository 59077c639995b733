import { Heart } from 'lucide-react';
import { useTranslation, type Language, type MenuItemDto } from 'shared-lib';
import { dinerMemory, useFavourites } from 'shared-lib/server-state';

/**
 * A signed-in diner marks a dish as a favourite (the home page lists them). Not shown to anyone else: there is
 * nothing to keep it in. The heart says its state in words to a screen reader (a toggle button).
 */
export function FavouriteButton({ item, lang, className = '' }: { item: MenuItemDto; lang: Language; className?: string }) {
  const { t } = useTranslation('menu');
  const { account, favourites } = useFavourites(lang);
  const [setFavourite, { isLoading }] = dinerMemory.useSetFavouriteMutation();
  if (!account) return null;
  const on = favourites?.some((f) => f.item.id === item.id) ?? false;
  return (
    <button
      type="button"
      className={`menu-favourite${on ? ' is-on' : ''} ${className}`}
      aria-pressed={on}
      aria-label={t(on ? 'favouriteRemove' : 'favouriteAdd', { item: item.name })}
      title={t(on ? 'favouriteRemove' : 'favouriteAdd', { item: item.name })}
      disabled={favourites === undefined || isLoading}
      data-testid="favourite"
      onClick={() => void setFavourite({ itemId: item.id, favourite: !on, lang })}
    >
      <Heart className="menu-icon" aria-hidden="true" focusable="false" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
