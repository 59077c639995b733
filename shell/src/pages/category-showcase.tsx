import { useEffect, useState } from 'react';
import { DishPicture, Link, apiClient, readWithRetries, type MenuItemDto } from 'shared-lib';
import { formatMoney, withLanguage, type Language } from 'shared-lib/domain';

/** The dishes of one main-menu category, each linking to its page on the menu. */
export function CategoryShowcase({ lang, category }: { lang: Language; category: string }) {
  const [items, setItems] = useState<MenuItemDto[]>([]);
  useEffect(() => {
    let live = true;
    readWithRetries(() => apiClient.get<MenuItemDto[]>('/menu/items', { params: { lang, category } }))
      .then((res) => live && setItems(res.data))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [lang, category]);
  return (
    <ul className="highlight-grid">
      {items.map((item) => (
        <li key={item.id} className="highlight-card">
          {item.image && <DishPicture image={item.image} alt="" sizes="(max-width: 539px) calc(100vw - 56px), 260px" />}
          <Link to={withLanguage(lang, `/menu/${item.id}`)}>{item.name}</Link>
          <p>{item.description}</p>
          <span className="highlight-price">{formatMoney(Number(item.price))}</span>
        </li>
      ))}
    </ul>
  );
}
