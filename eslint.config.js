import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['auth', 'feed', 'profile', 'social', 'chat'];

// Remotes are deployed independently: they may only meet through @hackmate/shared,
// the URL, the stores and the server. Importing another remote (or the shell) would
// silently bundle a second copy of it.
function boundaryRules(self) {
  const forbidden = [...REMOTES.filter((r) => r !== self).map((r) => `@hackmate/${r}`), '@hackmate/shell', '@hackmate/server'];
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden.flatMap((p) => [p, `${p}/*`]), message: 'Remotes talk only through @hackmate/shared.' },
          { group: ['**/shell/**', '**/server/**', ...REMOTES.filter((r) => r !== self).map((r) => `**/remotes/${r}/**`), ...REMOTES.filter((r) => r !== self).map((r) => `**/${r}/src/**`)], message: 'Remotes talk only through @hackmate/shared.' },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'server/drizzle/**', '**/data/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map((r) => ({ files: [`remotes/${r}/**/*.{ts,tsx}`], rules: boundaryRules(r) })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hackmate/auth', '@hackmate/feed', '@hackmate/profile', '@hackmate/social', '@hackmate/chat', '**/remotes/**', '@hackmate/server', '**/server/**'], message: 'The shell loads remotes at run time only (loadRemote).' }] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hackmate/*', '!@hackmate/shared', '**/remotes/**', '**/shell/**', '**/server/**'], message: '@hackmate/shared depends on nothing of ours.' }] }],
    },
  },
);
