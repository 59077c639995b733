import { useEffect, useState } from 'react';
import { apiClient, DEFAULT_FEES, type FeeSettings, type PublicSettings } from 'shared-lib';

/** What the cart needs of the restaurant's settings: the fees, and whether online ordering is paused. */
export interface OrderingTerms {
  fees: FeeSettings;
  paused: boolean;
}
const DEFAULT_TERMS: OrderingTerms = { fees: DEFAULT_FEES, paused: false };

let settings: Promise<OrderingTerms> | undefined;

/** The settings from the API (once per page load); the spec's defaults until they arrive or if they fail. */
export function loadOrderingTerms(): Promise<OrderingTerms> {
  settings ??= apiClient
    .get<PublicSettings>('/settings')
    .then((res) => ({ fees: res.data.settings, paused: res.data.ordering?.paused === true }))
    .catch(() => {
      settings = undefined;
      return DEFAULT_TERMS;
    });
  return settings;
}

export function useOrderingTerms(): OrderingTerms {
  const [terms, setTerms] = useState<OrderingTerms>(DEFAULT_TERMS);
  useEffect(() => {
    let live = true;
    void loadOrderingTerms().then((f) => live && setTerms(f));
    return () => {
      live = false;
    };
  }, []);
  return terms;
}

export function useFees(): FeeSettings {
  return useOrderingTerms().fees;
}
