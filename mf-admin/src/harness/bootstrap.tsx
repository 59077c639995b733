import { renderHarness } from 'shared-lib/harness';
import AdminRoutes from '../routes';
import { adminTranslations } from '../i18n';

void renderHarness({ title: 'mf-admin', routes: AdminRoutes, sections: ['admin'], namespaces: { admin: adminTranslations }, unprefixed: true });
