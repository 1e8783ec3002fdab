// `import { jest, expect, ... } from '@jest/globals'` in a test: the globals the worker installed.
const names = ['jest', 'expect', 'describe', 'it', 'test', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach'];
for (const name of names) Object.defineProperty(exports, name, { enumerable: true, get: () => globalThis[name] });
