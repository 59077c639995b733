import { useMemo } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation, type MenuItemDto } from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import { dinerMemory, useFavourites } from 'shared-lib/server-state';

/** A signed-in diner's favourites on a page: whether a dish is one, and a tap that changes it. Null for anyone else. */
export interface FavouriteToggle {
  isFavourite: (itemId: number) => boolean;
  toggle: (item: MenuItemDto) => void;
  busy: boolean;
}

/**
 * Read once per page (the menu list passes it to every card): a signed-in diner's favourites and the mutation that
 * changes them. Signed out, or while the session is checked, there is nothing to show.
 */
export function useFavouriteToggle(lang: Language): FavouriteToggle | null {
  const { account, favourites } = useFavourites(lang);
  const [setFavourite, { isLoading }] = dinerMemory.useSetFavouriteMutation();
  // the same object while nothing changes, so the memoised cards do not render again
  return useMemo(() => {
    if (!account) return null;
    const isFavourite = (itemId: number) => favourites?.some((f) => f.item.id === itemId) ?? false;
    return {
      isFavourite,
      toggle: (item: MenuItemDto) => void setFavourite({ itemId: item.id, favourite: !isFavourite(item.id), lang }),
      busy: favourites === undefined || isLoading,
    };
  }, [account, favourites, isLoading, setFavourite, lang]);
}

/**
 * A signed-in diner marks a dish as a favourite (the home page lists them). Rendered only for a signed-in diner
 * (`useFavouriteToggle` gives null for anyone else: there is nothing to keep it in). The heart says its state in words to a screen reader (a toggle button).
 */
export function FavouriteButton({ item, favourites, className = '' }: { item: MenuItemDto; favourites: FavouriteToggle; className?: string }) {
  const { t } = useTranslation('menu');
  const on = favourites.isFavourite(item.id);
  const label = t(on ? 'favouriteRemove' : 'favouriteAdd', { item: item.name });
  return (
    <button
      type="button"
      className={`menu-favourite${on ? ' is-on' : ''} ${className}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={favourites.busy}
      data-testid="favourite"
      onClick={() => favourites.toggle(item)}
    >
      <Heart className="menu-icon" aria-hidden="true" focusable="false" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
