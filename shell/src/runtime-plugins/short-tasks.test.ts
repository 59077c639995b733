import { shortTasksPlugin } from './short-tasks';

/** Runs the hook and tells whether a task queued before it ran first (a yield to the browser, not a microtask). */
async function yieldsFirst(hook: () => unknown): Promise<{ handedOn: unknown; order: string[] }> {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  const handedOn = await hook();
  order.push('after the hook');
  return { handedOn, order };
}

describe('shortTasksPlugin', () => {
  const plugin = shortTasksPlugin();

  // the container hooks and afterResolve are async waterfalls: what a hook returns is what the runtime goes on with
  it('hands the waterfall hooks their arguments on, after a task of its own', async () => {
    const container = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'mf_menu' } } as never;
    const resolved = { id: 'mf_menu/routes', expose: './routes', remote: { name: 'mf_menu' } } as never;
    for (const hook of [() => plugin.beforeInitContainer!(container), () => plugin.initContainer!(container)]) {
      const { handedOn, order } = await yieldsFirst(hook);
      expect(handedOn).toBe(container);
      expect(order).toEqual(['waiting task', 'after the hook']);
    }
    const { handedOn, order } = await yieldsFirst(() => plugin.afterResolve!(resolved));
    expect(handedOn).toBe(resolved);
    expect(order).toEqual(['waiting task', 'after the hook']);
  });

  it("lets a waiting task run before the preload of a remote's assets, and leaves the preload as asked", async () => {
    const preloadOps = [{ nameOrAlias: 'mf_menu', exposes: ['./routes'] }];
    const { order } = await yieldsFirst(() => plugin.beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as never));
    expect(order).toEqual(['waiting task', 'after the hook']);
    expect(preloadOps).toEqual([{ nameOrAlias: 'mf_menu', exposes: ['./routes'] }]);
  });
});
