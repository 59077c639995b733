import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * A remote's entry script, the set-up of its container (share negotiation) and the loading of its module run in tasks
 * of their own, through the runtime's documented container hooks (async waterfalls: each hands its arguments on),
 * instead of one long task once the last script has arrived (docs/decisions.md, start-up work in short tasks).
 */
export function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-inn-short-tasks',
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
