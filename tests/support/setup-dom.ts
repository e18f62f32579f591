import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // A file that asks for the node environment (`@vitest-environment node`) has no storage to clear.
  globalThis.localStorage?.clear();
});
