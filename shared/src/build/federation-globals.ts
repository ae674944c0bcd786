/**
 * The federation runtime's packages that the shell's page provides as globals and a remote's
 * production build takes from there instead of bundling its own copy (remote-rsbuild-config.ts,
 * and the shell's runtime-global.ts). `_FEDERATION_RUNTIME_CORE` is the name the federation build
 * plugin itself uses for `experiments.externalRuntime`.
 */
export const FEDERATION_GLOBALS = {
  '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE',
  '@module-federation/sdk': '_HACKMATE_FEDERATION_SDK',
  '@module-federation/error-codes': '_HACKMATE_FEDERATION_ERROR_CODES',
} as const;
