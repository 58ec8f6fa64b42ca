import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importBoundaries } from './scripts/lint/importBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '.data/**',
      'artifacts/**',
      'storybook-static/**',
      '.storybook/public/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'packages/widgets/**/*.{ts,tsx}',
      'site/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Reacting to an outside change (navigation state, a chosen file) by setting state is what these effects do.
      'react-hooks/set-state-in-effect': 'warn',
      // A CSS comment inside a styled template is shipped to every browser in the script and the page's <style>:
      // write it as a JS comment above the component (the competition page's script is within 0.5 kB of its budget).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\x2F\\*/]',
          message: 'CSS comments ship to the browser: move this one above the component as a JS comment.',
        },
      ],
    },
  },
  ...importBoundaries,
);
