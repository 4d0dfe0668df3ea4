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
  const areas = ['admin', 'cliente-principal', 'empleado', 'public', 'auth'];
  const app = {
    group: ['**/app/*', '**/app/**'],
    message: 'Only app/ may import app/ (layouts and guards live there).',
  };
  const area = (name) => ({
    group: [`**/features/${name}/**`, ...['../', '../../', '../../../'].map((up) => `${up}${name}/**`)],
    message: `features/${name} is an area: import a resource instead.`,
  });
  return [
    ...areas.map((name) => ({
      files: [`${web}/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [app, ...areas.filter((a) => a !== name).map(area)] }],
      },
    })),
    {
      files: [
        `${web}/components/**/*.{ts,tsx}`,
        `${web}/lib/**/*.{ts,tsx}`,
        ...['parcela', 'servicio', 'usuario', 'factura', 'pago', 'cliente', 'trabajador', 'cuentas'].map(
          (r) => `${web}/features/${r}/**/*.{ts,tsx}`,
        ),
      ],
      rules: { 'no-restricted-imports': ['error', { patterns: [app, ...areas.map(area)] }] },
    },
  ];
}
