/** The remote modules the page being rendered on the server may use (`mf_menu/routes` -> module). */
export const serverModules = new Map<string, unknown>();

/** Replaces the previous page's modules. */
export function provideServerModules(modules: Record<string, unknown>): void {
  serverModules.clear();
  for (const [id, module] of Object.entries(modules)) serverModules.set(id, module);
}
