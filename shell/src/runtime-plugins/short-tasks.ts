import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * Loading a remote's module runs in tasks of their own instead of one long task once the last script has arrived
 * (docs/decisions.md, start-up work in short tasks), through the runtime's documented hooks:
 * - `beforePreloadRemote`, after the remote's manifest is read: the preload of its assets (the runtime matches every
 *   shared module's version range there) in a task of its own;
 * - `afterResolve`, after that preload has started: the remote's entry script is asked for in the next task;
 * - `beforeInitContainer` and `initContainer`: the container's set-up (share negotiation) and the module's loading.
 * The waterfall hooks hand their arguments on (what a hook returns is what the runtime goes on with).
 */
export function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-inn-short-tasks',
    async beforePreloadRemote() {
      await nextTask();
    },
    async afterResolve(args) {
      await nextTask();
      return args;
    },
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async initContainer(args) {
      await nextTask();
      return args;
    },
  };
}
