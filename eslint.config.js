import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** A feature may not import another feature: shared code lives in components/, lib/, platform/ or the contract. */
const noCrossFeatureImports = (features) =>
  features.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(?!${name}/)(${features.join('|')})/`,
              message: 'Features must not import each other; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  }));

const webFeatures = [
  'auth',
  'signup',
  'password',
  'approval',
  'tutorials',
  'privacy',
  'profile',
  'dev-mail',
  'placeholders',
  'intro-video',
  'project-list',
  'project-detail',
  'site-approvals',
  'feedback-lists',
  'notifications',
  'project-admin',
  'external',
  'help-desk',
  'libraries',
  'all-users',
  'dashboard',
  'interactive-map',
];
const serverFeatures = [
  'accounts',
  'session',
  'profile',
  'resources',
  'notifications',
  'dev-mail',
  'health',
  'projects',
  'project-detail',
  'project-list',
  'site-requests',
  'project-admin',
  'arcad',
  'invitations',
  'design-documents',
  'design-validation',
  'design-review',
  'message-tool',
  'ci-implementation',
  'help-desk',
  'libraries',
  'all-users',
  'dashboard',
  'map',
  'reminders',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...noCrossFeatureImports(webFeatures),
  ...serverFeatures.map((name) => ({
    files: [`apps/server/src/features/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!${name}/|accounts/|projects/)(${serverFeatures.join('|')})/`,
              message:
                'Server features talk through platform/, the accounts module or the project kernel in features/projects/, not each other.',
            },
          ],
        },
      ],
    },
  })),
  {
    // A status is written only by the lifecycle's transition(), which checks the move; test set-up may write one.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/features/projects/lifecycle/transition.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lifecycle/write-status'],
              message:
                'Change a status through the lifecycle: transition() in features/projects/lifecycle/transition.ts.',
            },
          ],
        },
      ],
    },
  },
);
