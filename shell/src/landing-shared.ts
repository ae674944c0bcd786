/**
 * The shared modules the landing page (bootstrap.tsx) imports statically. The shell declares them
 * eager: they come in its first script, so `/` renders after one script instead of a script that
 * then fetches a dozen more. A shared module imported statically but not listed here would fail at
 * start ("not available for eager consumption"); initial-bundle.test.ts keeps the list true.
 * `react/` and `react-dom/` cover `react/jsx-runtime` and `react-dom/client`.
 */
export const LANDING_SHARED = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'nanostores',
  '@nanostores/react',
  '@hackmate/shared/stores',
  '@hackmate/shared/live',
  '@hackmate/shared/runtime-config',
] as const;
