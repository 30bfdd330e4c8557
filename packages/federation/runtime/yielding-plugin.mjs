import { nextTask } from './next-task.mjs';

/**
 * Federation runtime plugin, in every app: the steps of loading an area start in tasks of their own. Without it, a
 * remote's entry ran, set up its sharing and ran the factory of each shared module it consumes in one chain of
 * promises, which the browser runs as one task; a phone four times slower than a desktop stretched such tasks far past
 * 50 ms, and a tap waited for all of it. Now the sharing set-up of an entry and the load of each shared module start
 * in a task of their own (a shared module loaded at once, as the shell's start-up ones are, takes no such step).
 *
 * It runs inside the federation runtime, before shared modules are negotiated, so it imports no shared library.
 *
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function yieldingPlugin() {
  return {
    name: 'trellis-yielding',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
