// Lint rules for every workspace: the recommended JavaScript and TypeScript sets, generated code ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'web/src/gql/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        document: 'readonly', window: 'readonly', localStorage: 'readonly', navigator: 'readonly', Blob: 'readonly',
        module: 'writable', require: 'readonly', __dirname: 'readonly', AbortController: 'readonly',
        performance: 'readonly', Response: 'readonly', Request: 'readonly', Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Decorator metadata needs runtime imports of the classes named in decorated signatures.
    files: ['api/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    // The browser build renders with Preact, which leaves autoFocus on an element to the browser (first page load only);
    // FormField's autoFocus prop focuses by itself.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='autoFocus']",
        message: 'Use ref={focusOnMount} (web/src/lib/focus.ts): the browser build renders with Preact, which does not focus autoFocus elements.',
      }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
