import { Route, Routes } from 'react-router-dom';
import { addTranslations, injectRemoteStyles, type RemoteRoutesProps } from 'shared-lib';
import './store';
import { CartPage } from './cart/cart-page';
import { ComingSoonPage } from './cart/coming-soon-page';
import { cartTranslations } from './i18n';
import css from './cart.css';

addTranslations({ cart: cartTranslations });

injectRemoteStyles('cart', css);

/** mf-cart's pages: /{lang}/cart, /checkout, /order-success and /track-order/{id}. */
export default function CartRoutes({ lang, section }: RemoteRoutesProps) {
  return (
    <div data-remote="cart">
      <Routes>
        <Route path="*" element={section === 'cart' ? <CartPage lang={lang} /> : <ComingSoonPage lang={lang} />} />
      </Routes>
    </div>
  );
}
