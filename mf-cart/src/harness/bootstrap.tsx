import { renderHarness } from 'shared-lib/harness';
import CartRoutes from '../routes';
import { cartNamespaces } from '../i18n';

void renderHarness({ title: 'mf-cart', routes: CartRoutes, sections: ['cart', 'checkout', 'order-success', 'track-order'], namespaces: cartNamespaces });
