import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Web layering: app/ (router, layouts, guards) composes areas; an area composes resources and
  // shared components but never another area; resources, components and lib never reach up.
  ...webBoundaries(),
);

function webBoundaries() {
  const web = 'apps/web/src';
  // Areas (one per role, areas/<role>/) hold pages; resources (features/<code name>/) hold one
  // client per endpoint and a resource's shared UI.
  const areas = ['admin', 'cliente-principal', 'empleado', 'public', 'auth'];
  // Lowest first: a resource may import those before it.
  const recursos = [
    'factura',
    'pago',
    'envio',
    'cp',
    'cuentas',
    'parcela',
    'servicio',
    'empleado',
    'usuario',
    'raster-analisis',
  ];
  const app = {
    group: ['**/app/*', '**/app/**'],
    message: 'Only app/ may import app/ (layouts and guards live there).',
  };
  // An area's neighbours are reached as ../<area>/ from within areas/, or through an areas/ segment.
  const area = (name) => ({
    group: [`**/areas/${name}/**`, ...['../', '../../', '../../../'].map((up) => `${up}${name}/**`)],
    message: `areas/${name} is an area: import a resource instead.`,
  });
  const areasArriba = {
    group: ['**/areas/**', ...['../', '../../', '../../../'].map((up) => `${up}areas/**`)],
    message: 'areas/ are above features/, components/ and lib/: nothing below imports an area.',
  };
  return [
    ...areas.map((name) => ({
      files: [`${web}/areas/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [app, ...areas.filter((a) => a !== name).map(area)] }],
      },
    })),
    // components/ and lib/ are below every feature: they may name a feature's types, never its code.
    {
      files: [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              app,
              areasArriba,
              {
                group: ['**/features/**', ...['../', '../../', '../../../'].map((up) => `${up}features/**`)],
                allowTypeImports: true,
                message: 'components/ and lib/ may import types from features/, not code: move it down.',
              },
            ],
          },
        ],
      },
    },
    // Resources are layered: each may import only those listed before it, so no two resource
    // folders ever import each other in a circle (a write that refreshes another resource's
    // queries uses lib/query-roots.ts instead of importing that resource).
    ...recursos.map((name, i) => ({
      files: [`${web}/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              app,
              areasArriba,
              ...recursos.slice(i + 1).map((arriba) => ({
                group: [`**/features/${arriba}/**`, `../../${arriba}/**`, `../../../${arriba}/**`],
                message: `features/${name} may not import features/${arriba} (resources are layered: see eslint.config.js).`,
              })),
            ],
          },
        ],
      },
    })),
  ];
}
