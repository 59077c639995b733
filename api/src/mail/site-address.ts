import type { AppConfig } from '../config/app-config';

/**
 * The site's address for links in e-mails: SITE_URL (npm start sets it to the site it serves), else the first allowed
 * origin, so a link never points at whatever Host a request named.
 */
export function siteAddress(config: AppConfig): string {
  return config.siteUrl ?? config.corsOrigins[0] ?? 'http://localhost:3000';
}
