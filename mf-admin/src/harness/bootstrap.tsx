import { renderHarness } from 'shared-lib/harness';
import AdminRoutes from '../routes';
import { adminNamespaces } from '../i18n';

void renderHarness({ title: 'mf-admin', routes: AdminRoutes, sections: ['admin'], namespaces: adminNamespaces, unprefixed: true });
