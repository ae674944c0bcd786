import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiAnswers } from './scripts/lint-rules/api-answers.js';

const ROOT = dirname(fileURLToPath(import.meta.url));
// Any folder under remotes/ is a remote (its package is @hackmate/<folder>): one added later is
// held to the same rules with no edit here.
const isRemote = (pkg) => pkg?.startsWith('remotes/') ?? false;

/**
 * Where a file sits in the house layout (ARCHITECTURE.md): its package, and inside `src/`,
 * which feature, page (`routes/`) or `testing/` it belongs to. `path` is relative to the root.
 */
function place(path) {
  const pkg = /^(shell|shared|server|remotes\/[^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;
  const inner = pkg ? path.slice(pkg.length + 1).split('/') : [];
  const src = inner[0] === 'src' ? inner.slice(1) : [];
  const area = { features: 'feature', routes: 'page', testing: 'testing' }[src[0]] ?? (src.length ? 'src' : 'outside');
  const featurePath = area === 'feature' ? src.slice(2).join('/') : '';
  // A server module is a folder under server/src/modules/; the files beside those folders register them.
  const serverModule = /^server\/src\/modules\/([^/.]+)(?:\/(.*))?$/.exec(path);
  return {
    path,
    pkg,
    area,
    feature: area === 'feature' ? src[1] : undefined,
    // `features/x` and `features/x/index(.ts)` are a feature's public surface; the rest is its own.
    featureIndex: area === 'feature' && /^(index(\.tsx?)?)?$/.test(featurePath),
    module: serverModule?.[1],
    // `modules/x` and `modules/x/index(.ts)` are a module's door; the rest is its own.
    moduleDoor: /^(index(\.ts)?)?$/.test(serverModule?.[2] ?? ''),
    registry: /^server\/src\/modules\/[^/]+\.ts$/.test(path),
    // Benches are tools that drive the server like tests do, not production code.
    test: area === 'testing' || /\.(test|stories)\.[jt]sx?$/.test(path) || path.startsWith('server/bench/'),
  };
}

/** The place an import points at: a file of ours (relative import or @hackmate/<package>), or null for npm packages. */
function target(from, spec) {
  if (spec.startsWith('.')) return place(relative(ROOT, resolve(ROOT, dirname(from.path), spec)).split(sep).join('/'));
  const ours = /^@hackmate\/([^/]+)(?:\/(.*))?$/.exec(spec);
  if (!ours) return null;
  const pkg = ['shell', 'shared', 'server'].includes(ours[1]) ? ours[1] : `remotes/${ours[1]}`;
  const sub = ours[2] ?? '';
  return { path: spec, pkg, area: /^testing(\/|$)/.test(sub) ? 'testing' : 'package', test: false };
}

/** What is wrong with `from` importing `spec`, or null. */
function violation(from, spec) {
  const to = target(from, spec);
  if (!to || !to.pkg) return null;
  const sameFile = to.path.replace(/\.[jt]sx?$/, '') === from.path.replace(/\.[jt]sx?$/, '');
  if (isRemote(from.pkg) && to.pkg !== from.pkg && to.pkg !== 'shared') {
    return `A remote imports only @hackmate/shared and its own files, not ${to.pkg}: remotes meet through the shared package, the URL and the server.`;
  }
  if (from.pkg === 'shell' && to.pkg !== 'shell' && to.pkg !== 'shared') {
    return `The shell loads remotes at run time (Module Federation) and imports nothing else of ours but @hackmate/shared, not ${to.pkg}.`;
  }
  if (from.pkg === 'shared' && to.pkg !== 'shared') return `@hackmate/shared depends on nothing of ours, not ${to.pkg}.`;
  if (from.pkg === 'server' && to.pkg !== 'server' && to.pkg !== 'shared') return `The server shares only @hackmate/shared with the clients, not ${to.pkg}.`;
  // Tests, testing/ and benches too: a test that reaches into another module pins its internals.
  if (to.module && to.module !== from.module && !to.moduleDoor && !from.registry) {
    return `Use the ${to.module} module through its door (modules/${to.module}, its index.ts), not its internals: export there what other code may use.`;
  }
  if (from.test) return null;
  if (to.area === 'testing') return 'Production code never imports test doubles or fixtures (testing/): only tests, stories and testing/ do.';
  // The layout rules are about modules; a stylesheet or an image beside a page is its own business.
  if (to.pkg !== from.pkg || to.area === 'package' || /\.(?!([jt]sx?)$)\w+$/.test(to.path)) return null;
  if (to.area === 'feature' && !to.featureIndex && to.feature !== from.feature) {
    return `Use the ${to.feature} feature through its index (features/${to.feature}), not its internals.`;
  }
  if (from.area === 'feature' && (to.area === 'page' || /^src\/app(\.tsx?)?$/.test(to.path.slice(from.pkg.length + 1)))) {
    return 'A feature does not depend on pages or app.tsx: they compose features, not the other way round.';
  }
  if (from.area === 'page' && to.area === 'page' && !sameFile) return 'A page composes features, not other pages.';
  return null;
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'The house layout and the walls between bundles (ARCHITECTURE.md).' }, schema: [] },
  create(context) {
    const from = place(relative(ROOT, context.filename).split(sep).join('/'));
    if (!from.pkg) return {};
    // The server is laid out by layer (plugins, modules, realtime…; ARCHITECTURE.md), not by feature.
    const stray = !['shared', 'server'].includes(from.pkg) && from.area === 'src' && from.path.slice(from.pkg.length + 5).includes('/');
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = violation(from, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      Program(node) {
        if (stray) context.report({ node, message: 'Code under src/ lives in features/<feature>/, routes/ or testing/ (or beside app.tsx): no other folders.' });
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const APP_FILES = ['shell/**/*.{ts,tsx}', 'remotes/*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'];
const ONE_ROUTER = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: 'Import routing from @hackmate/shared/router: it is the one shared router, built with only what we use.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '.storybook/public/**', 'published-remotes/**', 'server/drizzle/**', '**/data/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'] },
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
  {
    files: ['shell/**/*.{ts,tsx}', 'remotes/*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { hackmate: { rules: { boundaries, 'api-answers': apiAnswers } } },
    rules: { 'hackmate/boundaries': 'error' },
  },
  {
    // One router for the page, and only the part of it we use: see shared/src/router.
    files: APP_FILES,
    ignores: ['shared/src/router/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ONE_ROUTER }] },
  },
  {
    // Toasts through @hackmate/shared/toast, which fetches react-toastify with the first one;
    // TanStack Query through @hackmate/shared/query, the page's one cache and only what we use.
    // (A later block replaces the rule's options, so this one repeats the router's paths.)
    files: APP_FILES,
    ignores: [
      'shared/src/router/index.ts',
      'shared/src/toast/index.ts',
      'shared/src/query/**',
      'shared/src/standalone/**',
      'shell/src/features/toasts/components/toast-container.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ONE_ROUTER,
            { name: 'react-toastify', message: 'Toast through @hackmate/shared/toast: it keeps react-toastify off the first load.' },
            { name: '@tanstack/react-query', message: 'Import queries from @hackmate/shared/query: it is the one shared query cache, built with only what we use.' },
          ],
        },
      ],
    },
  },
  {
    // API functions type their answers from the contracts (scripts/lint-rules/api-answers.js).
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,stories}.{ts,tsx}'],
    rules: { 'hackmate/api-answers': 'error' },
  },
  {
    // Tests mock at the network (MSW) or the toasts through the one double
    // (@hackmate/shared/testing/toast), never react-toastify itself: only the wrapper's own test may.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['shared/src/toast/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value='react-toastify']",
          message: "Mock the toasts with vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast')), not react-toastify.",
        },
      ],
    },
  },
  {
    // Specs take \`test\` from the fixture that gives each worker its own server (e2e/support/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test': it starts this worker's own server and points baseURL at it." }] },
      ],
    },
  },
);
