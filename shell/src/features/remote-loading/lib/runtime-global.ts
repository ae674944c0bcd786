import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { FEDERATION_GLOBALS } from '@hackmate/shared/build/federation-globals';

/**
 * Remotes are built without a federation runtime of their own (~17 KB each), nor the runtime's
 * helpers (~6 KB): a remote's entry looks for the page's under these globals as soon as it runs.
 * Setting them is this module's only job, so that the page can run it before a remote's entry
 * (the `federation-runtime` entry that the server names on a deep link) and the shell's remote
 * registry can too. The same versions as the remotes': one lockfile, and the singleton version
 * refuses a remote built for a shell that lacked them.
 */
const page = globalThis as Record<string, unknown>;
page[FEDERATION_GLOBALS['@module-federation/runtime-core']] = runtimeCore;
page[FEDERATION_GLOBALS['@module-federation/sdk']] = sdk;
page[FEDERATION_GLOBALS['@module-federation/error-codes']] = errorCodes;
