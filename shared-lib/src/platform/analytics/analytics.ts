/** SPEC 2.9: the product's named events. */
export const ANALYTICS_EVENTS = [
  'menu_viewed',
  'category_selected',
  'item_details_viewed',
  'table_number_entered',
  'special_instructions_added',
  'order_review_started',
  'order_confirmation_viewed',
  'order_success_viewed',
  'reorder_initiated',
  'page_viewed',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsSink = (event: AnalyticsEvent, properties: Record<string, unknown>) => void;

let sink: AnalyticsSink | null = null;

/** Where events go: the console in development, nowhere in tests unless a test listens. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export function track(event: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  try {
    sink?.(event, properties);
  } catch {
    // analytics never breaks the page
  }
}

export const consoleSink: AnalyticsSink = (event, properties) => console.info(`[analytics] ${event}`, properties);
