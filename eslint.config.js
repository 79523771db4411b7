// A small rule set: the recommended rules of ESLint and typescript-eslint (no type-aware rules, so
// `npm run lint` stays fast), with the exceptions this code base needs, each saying why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'test-artifacts/',
      '.scratch/',
      'coverage/',
      'test/fixtures/',
      'connector/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    rules: {
      // Sanitisers and hostile-input tests name control characters on purpose.
      'no-control-regex': 'off',
      // `const { secret: _secret, ...rest } = x` leaves a key out: the underscore says so.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          varsIgnorePattern: '^_',
          argsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // The page's ES modules run in the browser.
  { files: ['service/page/public/**/*.js'], languageOptions: { globals: globals.browser } },
  // The writer thread's boot file is CommonJS by necessity (writer-boot.cjs says why).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // chai's property assertions (`expect(x).to.be.true`) are expressions.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
);
