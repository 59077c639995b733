import { useTranslation, Route, Routes, addTranslations, injectRemoteStyles, type RemoteRoutesProps } from 'shared-lib';
import { menuTranslations } from './i18n';
import { BirthdayMenuPage } from './birthday/birthday-menu-page';
import { ItemDetailPage } from './menu/item-detail-page';
import { MenuPage } from './menu/menu-page';
import css from './menu.css';

addTranslations({ menu: menuTranslations });

injectRemoteStyles('menu', css);

function PageNotFound() {
  const { t } = useTranslation('menu');
  return <p className="menu-status">{t('pageNotFound')}</p>;
}

/** mf-menu's pages: /{lang}/menu, /{lang}/menu/{id}, /{lang}/mokaland, /{lang}/mokaland/menu and /{lang}/mokaland/birthday-menu. */
export default function MenuRoutes({ lang, section }: RemoteRoutesProps) {
  return (
    <div data-remote="menu">
      {section === 'mokaland' ? (
        <Routes>
          <Route index element={<MenuPage menu="mokaland" lang={lang} />} />
          <Route path="menu" element={<MenuPage menu="mokaland" lang={lang} />} />
          <Route path="menu/:id" element={<ItemDetailPage menu="mokaland" lang={lang} />} />
          <Route path="birthday-menu" element={<BirthdayMenuPage lang={lang} />} />
          <Route path="*" element={<PageNotFound />} />
        </Routes>
      ) : (
        <Routes>
          <Route index element={<MenuPage menu="main" lang={lang} />} />
          <Route path=":id" element={<ItemDetailPage menu="main" lang={lang} />} />
          <Route path="*" element={<PageNotFound />} />
        </Routes>
      )}
    </div>
  );
}
