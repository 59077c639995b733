import { useTranslation, useLocation, Route, Routes, registerRemote, type RemoteRoutesProps } from 'shared-lib';
import { menuNamespaces } from './i18n';
import { BirthdayMenuPage } from './birthday/birthday-menu-page';
import { ItemDetailPage, ItemSheet } from './menu/item-detail-page';
import { sheetBackground } from './menu/item-sheet-link';
import { MenuPage } from './menu/menu-page';
import css from './menu.css';

/** What the site's server reads to render these pages: the stylesheet, texts and slices of this release. */
export const registration = registerRemote({ remote: 'menu', css, translations: menuNamespaces });

function PageNotFound() {
  const { t } = useTranslation('menu');
  return <p className="menu-status">{t('pageNotFound')}</p>;
}

/** mf-menu's pages: /{lang}/menu, /{lang}/menu/{id}, /{lang}/mokaland, /{lang}/mokaland/menu and /{lang}/mokaland/birthday-menu. */
export default function MenuRoutes({ lang, section }: RemoteRoutesProps) {
  const location = useLocation();
  // An item opened from the list on a phone: the list stays below and the item rises as a sheet over it.
  const background = sheetBackground(location);
  return (
    <div data-remote="menu">
      {section === 'mokaland' ? (
        <Routes location={background ?? location}>
          <Route index element={<MenuPage menu="mokaland" lang={lang} />} />
          <Route path="menu" element={<MenuPage menu="mokaland" lang={lang} />} />
          <Route path="menu/:id" element={<ItemDetailPage menu="mokaland" lang={lang} />} />
          <Route path="birthday-menu" element={<BirthdayMenuPage lang={lang} />} />
          <Route path="*" element={<PageNotFound />} />
        </Routes>
      ) : (
        <Routes location={background ?? location}>
          <Route index element={<MenuPage menu="main" lang={lang} />} />
          <Route path=":id" element={<ItemDetailPage menu="main" lang={lang} />} />
          <Route path="*" element={<PageNotFound />} />
        </Routes>
      )}
      {background && (
        <Routes>
          <Route path={section === 'mokaland' ? 'menu/:id' : ':id'} element={<ItemSheet menu={section === 'mokaland' ? 'mokaland' : 'main'} lang={lang} />} />
        </Routes>
      )}
    </div>
  );
}
