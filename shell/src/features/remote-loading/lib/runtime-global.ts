import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Remotes are built without a federation runtime of their own (~17 KB each): a remote's entry
 * looks for the page's under this global as soon as it runs. Setting it is this module's only
 * job, so that the page can run it before a remote's entry (the `federation-runtime` entry that
 * the server names on a deep link) and the shell's remote registry can too.
 */
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
