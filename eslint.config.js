import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's layers point down (docs/ARCHITECTURE.md, "Layers of the server"). Each folder names what it may not
// import; a type may cross where a value may not (`import type` is erased). Tests and the harness reach anywhere.
const server = 'packages/server/src';
const no = (folders, message, allowTypeImports = false) => ({
  group: folders.flatMap((f) => [`**/${f}/*`, `**/${f}/**`, `./${f}/*`]),
  message,
  allowTypeImports,
});
const sqlOnlyInDb = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only db/ speaks SQL: add a repository method.',
};
/** The time is read through one clock: `services.now`, or clock.ts where the services are not made yet. */
const clockReads = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
].map((selector) => ({
  selector,
  message: 'Read the time through services.now, or a Clock handed in (clock.ts systemClock/systemMs as its default).',
}));
const handlersOnlyInRegistry = no(['actions'], 'Only app.ts imports actions/ (the registry, actions/index.ts).', true);
const below = (what, folders) => no(folders, `${what} sits below these layers: move the code down, or pass it in.`);
/** Shared logic: what handlers and jobs call, above presenters, policies, states and db/. */
const shared = ['services', 'jobs', 'realtime', 'mail', 'catalog'];
const layers = [
  [['http'], [handlersOnlyInRegistry, sqlOnlyInDb]],
  [['actions'], [below('A handler', ['http']), sqlOnlyInDb]],
  [
    [...shared, 'i18n', 'cli'],
    [handlersOnlyInRegistry, below('Shared logic', ['http']), sqlOnlyInDb],
  ],
  [
    ['presenters'],
    [
      handlersOnlyInRegistry,
      below('A presenter (rows to shapes, no queries)', ['http', ...shared, 'providers']),
      no(['db', 'cache'], 'A presenter does not query: its caller loads what it shows (services/views/).', true),
      { group: ['**/context.js'], message: 'A presenter takes rows, not services.', allowTypeImports: true },
      sqlOnlyInDb,
    ],
  ],
  [
    ['policies'],
    [
      handlersOnlyInRegistry,
      below('A policy', ['http', ...shared, 'presenters', 'providers']),
      no(['db', 'cache'], 'A policy reads through the repositories it is given.', true),
      sqlOnlyInDb,
    ],
  ],
  [
    ['states', 'providers'],
    [
      handlersOnlyInRegistry,
      below('This layer', ['http', ...shared, 'presenters', 'policies']),
      no(['db'], 'Only types of db/ cross here.', true),
      sqlOnlyInDb,
    ],
  ],
  [
    ['db'],
    [
      handlersOnlyInRegistry,
      below('db/', ['http', ...shared, 'presenters', 'policies', 'states', 'providers', 'i18n']),
    ],
  ],
  [
    ['cache'],
    [
      no(['db', 'services', 'http', 'jobs', 'policies', 'presenters', 'states'], 'cache/ is below db/.'),
      no(['realtime'], 'Only the hub type crosses here.', true),
      sqlOnlyInDb,
    ],
  ],
  [
    ['errors', 'config.ts', 'clock.ts'],
    [
      {
        group: ['../*', '../**', './*/**'],
        message: 'The bottom layer imports nothing of ours but the contract.',
        allowTypeImports: false,
      },
    ],
  ],
].map(([folders, patterns]) => ({
  files: folders.map((f) => `${server}/${f.endsWith('.ts') ? f : `${f}/**/*.ts`}`),
  ignores: ['**/*.test.ts'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
}));

// The web's layers point down (docs/ARCHITECTURE.md, "Layers of the web"): app (the shell and its routes) over
// features over entities over the shared folders. Features are ordered: each may use those after it in the list, never
// one before it; entities use only the shared folders. A slice (a feature or an entity) is used through its index only:
// what it does not name there is its own. Tests and src/test reach anywhere.
const webSrc = 'packages/web/src';
const features = [
  'organizations',
  'profile',
  'lobbies',
  'voice',
  'moderation',
  'chat',
  'feed',
  'settings',
  'gifs',
  'auth',
  'premium',
  'integrations',
  'events',
  'games',
  'notifications',
  'shop',
  'graph',
  'notices',
  'not-found',
  'public',
];
const entities = ['account', 'catalog', 'organization', 'lobby', 'event'];
const sharedFolders = [
  // bottom first: each may use those before it
  ['lib', []],
  ['api', ['lib']],
  ['i18n', ['lib']],
  ['components', ['lib', 'api', 'i18n']],
];
// Import strings as written: a sibling slice is `../name` from a slice's top folder, `../../name` one folder down...
const up = (depth) => '../'.repeat(depth);
const sibling = (name) => [1, 2, 3, 4].flatMap((d) => [`${up(d)}${name}`, `${up(d)}${name}/**`]);
const siblingInsides = (name) => [1, 2, 3, 4].map((d) => `${up(d)}${name}/*`);
const webLayers = [
  ...features.map((name, at) => [
    `features/${name}`,
    [
      {
        group: [...features.slice(0, at).flatMap(sibling), '**/app', '**/app/**'],
        message: `features/${name} sits below these (eslint.config.js lists the order): move the code down, or pass it in.`,
      },
      {
        group: [...features.filter((other) => other !== name).flatMap(siblingInsides), '**/entities/*/*'],
        message: 'Another slice is used through its index (import from its folder): add what you need to its index.ts.',
      },
    ],
  ]),
  ...entities.map((name) => [
    `entities/${name}`,
    [
      {
        group: [
          '**/features',
          '**/features/**',
          '**/app',
          '**/app/**',
          ...entities.filter((o) => o !== name).flatMap(sibling),
        ],
        message: 'An entity uses only the shared folders (api, lib, i18n, components).',
      },
    ],
  ]),
  ...sharedFolders.map(([name, below]) => [
    name,
    [
      {
        group: [
          'features',
          'entities',
          'app',
          ...sharedFolders.map(([other]) => other).filter((o) => o !== name && !below.includes(o)),
        ].flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]),
        message: `${name}/ is shared: it may use only ${below.length ? below.join(', ') : 'nothing of ours'} (and never a feature, an entity or the app).`,
      },
    ],
  ]),
  [
    'app',
    [
      {
        group: ['**/features/*/*', '**/entities/*/*'],
        message: 'The app uses a slice through its index; only its routes load a page by its file (lazily).',
      },
    ],
  ],
].map(([folder, patterns]) => ({
  files: [`${webSrc}/${folder}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...patterns,
          { group: ['@gamefolk/server', '**/server/src/**'], message: 'The web never reaches into the server.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layers point down only: the contract imports nothing of ours, the web app never reaches into the server.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gamefolk/*', '**/server/**', '**/web/**'] }] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gamefolk/server', '**/server/src/**'] }] },
  },
  ...webLayers,
  {
    // A screen reads and writes through its domain's hooks (hooks.ts beside it, or an entity's): no component calls
    // the API itself.
    files: [`${webSrc}/{app,features,entities}/**/*.tsx`],
    ignores: ['**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client'],
              importNames: ['call'],
              message:
                "Components call the API through their domain's hooks (hooks.ts): add a query or mutation there.",
            },
          ],
        },
      ],
    },
  },
  { files: ['e2e/**', 'bench/**', '**/scripts/**', '.ci/**'], rules: { 'no-console': 'off' } },
  {
    // Who may act or see is decided in one place: an authorization refusal is thrown only by a policy. The time is
    // read through one clock (clock.ts, `services.now`), so a test's clock reaches everything.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', `${server}/test/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.value=/^(unauthorized|forbidden)$/]",
          message: 'Authorization refusals live in packages/server/src/policies/: call a policy instead.',
        },
        ...clockReads,
      ],
    },
  },
  {
    files: [`${server}/policies/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...clockReads] },
  },
  {
    // The clock itself.
    files: [`${server}/clock.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.value=/^(unauthorized|forbidden)$/]",
          message: 'Authorization refusals live in packages/server/src/policies/: call a policy instead.',
        },
      ],
    },
  },
  {
    // The server's test files share a worker's modules (vitest.config.ts, isolate: false): none may change them.
    files: ['packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share their modules: start the app with build options instead.',
        })),
      ],
    },
  },
  ...layers,
);
