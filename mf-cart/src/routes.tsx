import { Route, Routes, registerRemote, type RemoteRoutesProps } from 'shared-lib';
import './store';
import { cartSlice } from './store/cart-slice';
import { CartPage } from './cart/cart-page';
import { CheckoutPage } from './checkout/checkout-page';
import { cartNamespaces } from './i18n';
import { OrderSuccessPage } from './tracking/order-success-page';
import { TrackOrderPage } from './tracking/track-order-page';
import css from './cart.css';

/** What the site's server reads to render these pages: the stylesheet, texts and slices of this release. */
export const registration = registerRemote({ remote: 'cart', css, translations: cartNamespaces, slices: [cartSlice] });

/** mf-cart's pages: /{lang}/cart, /checkout, /order-success and /track-order/{code}. */
export default function CartRoutes({ lang, section }: RemoteRoutesProps) {
  const page =
    section === 'checkout' ? (
      <CheckoutPage lang={lang} />
    ) : section === 'order-success' ? (
      <OrderSuccessPage lang={lang} />
    ) : section === 'track-order' ? (
      <Routes>
        <Route index element={<TrackOrderPage lang={lang} />} />
        <Route path=":code" element={<TrackOrderPage lang={lang} />} />
      </Routes>
    ) : (
      <CartPage lang={lang} />
    );
  return <div data-remote="cart">{section === 'track-order' ? page : <Routes>{<Route path="*" element={page} />}</Routes>}</div>;
}
