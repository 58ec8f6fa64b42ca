/** The site project's test set-up (vitest.config.ts): jest-dom's matchers, as the widgets project has them. */
import '@testing-library/jest-dom/vitest';
