import { useEffect, useState } from 'react';
import { Link, apiClient, formatMoney, withLanguage, type Language, type MenuItemDto } from 'shared-lib';

/** The dishes of one main-menu category, each linking to its page on the menu. */
export function CategoryShowcase({ lang, category }: { lang: Language; category: string }) {
  const [items, setItems] = useState<MenuItemDto[]>([]);
  useEffect(() => {
    let live = true;
    apiClient
      .get<MenuItemDto[]>('/menu/items', { params: { lang, category } })
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
          {item.image && <img src={item.image} alt="" width={400} height={300} loading="lazy" />}
          <Link to={withLanguage(lang, `/menu/${item.id}`)}>{item.name}</Link>
          <p>{item.description}</p>
          <span className="highlight-price">{formatMoney(Number(item.price))}</span>
        </li>
      ))}
    </ul>
  );
}
