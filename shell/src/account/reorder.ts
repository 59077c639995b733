import { addToCart, track, type AppDispatch, type OrderDto, type RootState } from 'shared-lib';

/**
 * "Order again" (the profile's order list and the home page): the order's lines go into the cart with their options.
 * Prices are the cart's guess until the checkout; the server prices the order from today's menu. A line whose dish
 * was removed from the menu (no menu item id) is left out.
 */
export function reorder(order: OrderDto, dispatch: AppDispatch, getState: () => RootState): void {
  track('reorder_initiated', { code: order.code });
  for (const line of order.items) {
    if (line.menuItemId === null) continue;
    const customizations: Record<string, string | string[]> = {};
    for (const c of line.customizations) {
      const existing = customizations[c.group];
      customizations[c.group] = existing === undefined ? c.option : [...(Array.isArray(existing) ? existing : [existing]), c.option];
    }
    addToCart(dispatch, getState, { id: String(line.menuItemId), name: line.name, price: Number(line.unitPrice), quantity: line.quantity, customizations });
  }
}
