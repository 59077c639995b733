import { shortTasksPlugin } from './short-tasks';

describe('shortTasksPlugin', () => {
  // the container hooks are async waterfalls: what a hook returns is what the runtime goes on with
  it('hands the container hooks their arguments on, after a task of its own', async () => {
    const plugin = shortTasksPlugin();
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'mf_menu' } } as never;
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const handedOn = await plugin.beforeInitContainer!(args);
    order.push('after the hook');
    expect(handedOn).toBe(args);
    expect(order).toEqual(['waiting task', 'after the hook']);
    await expect(plugin.initContainer!(args)).resolves.toBe(args);
  });
});
