import { useEffect, useState } from 'react';
import { apiClient, DEFAULT_FEES, type FeeSettings, type PublicSettings } from 'shared-lib';

let settings: Promise<FeeSettings> | undefined;

/** The fee settings from the API (once per page load), the spec's defaults until they arrive or if they fail. */
export function loadFees(): Promise<FeeSettings> {
  settings ??= apiClient
    .get<PublicSettings>('/settings')
    .then((res) => res.data.settings)
    .catch(() => {
      settings = undefined;
      return DEFAULT_FEES;
    });
  return settings;
}

export function useFees(): FeeSettings {
  const [fees, setFees] = useState<FeeSettings>(DEFAULT_FEES);
  useEffect(() => {
    let live = true;
    void loadFees().then((f) => live && setFees(f));
    return () => {
      live = false;
    };
  }, []);
  return fees;
}
