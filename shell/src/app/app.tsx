import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routing/app-routes';
import { PageHeadSync } from '../ui/page-head';
import { Toaster } from '../ui/toaster';
import { AppProvider } from './app-context';
import { AppEffects } from './app-effects';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <AppProvider>
        <AppEffects />
        <BrowserRouter>
          <PageHeadSync />
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </AppProvider>
    </Provider>
  );
}
