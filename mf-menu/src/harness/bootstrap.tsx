import { renderHarness } from 'shared-lib/harness';
import MenuRoutes from '../routes';
import { menuNamespaces } from '../i18n';

void renderHarness({ title: 'mf-menu', routes: MenuRoutes, sections: ['menu', 'mokaland'], namespaces: menuNamespaces });
