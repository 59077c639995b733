import { DEFAULT_ORDERING_TERMS, orderingTermsOf, selectPublicSettings, useHydrated, useSelector, type OrderingTerms, type RootState } from 'shared-lib';

/**
 * The restaurant's fees and whether online ordering is paused, from the settings the host put in the store
 * (shared-lib's public settings: asked once per page). The spec's defaults until they arrive, and while React hydrates
 * the server's page (the server rendered the defaults).
 */
export function useOrderingTerms(): OrderingTerms {
  const hydrated = useHydrated();
  const settings = useSelector((state: RootState) => selectPublicSettings(state));
  return hydrated ? orderingTermsOf(settings) : DEFAULT_ORDERING_TERMS;
}
