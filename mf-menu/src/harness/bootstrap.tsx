import { renderHarness } from 'shared-lib/harness';
import MenuRoutes from '../routes';
import { menuTranslations } from '../i18n';

void renderHarness({ title: 'mf-menu', routes: MenuRoutes, sections: ['menu', 'mokaland'], namespaces: { menu: menuTranslations } });
