import { apiClient } from 'shared-lib';
import { readErrorLog } from './error-log';

/** Console helpers for the diagnostic calls. */
export function installDebugHelpers(): void {
  (window as unknown as { pizzaInnDebug: object }).pizzaInnDebug = {
    connectivity: () => apiClient.get('/test/connectivity').then((r) => r.data),
    echo: (text: string) => apiClient.post('/test/connectivity', { echo: text }).then((r) => r.data),
    csp: () => apiClient.get('/debug/csp').then((r) => r.data),
    errors: readErrorLog,
  };
}
