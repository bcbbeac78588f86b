/**
 * Fixtures made once per test file: the matrix's callers, the fixture organization, the examples'
 * readable document and portal customer. Integration files share their worker's modules (record 0116),
 * so each such fixture is made through `oncePerTestFile`, and the integration projects' setup file
 * (test/integration/file-setup.ts) forgets them all before each file: two files never act on each
 * other's accounts. No Vitest import here: the browser tests import the modules that use it.
 */
const forgetters: (() => void)[] = [];

/** `make` runs on the first call of a test file; later calls of that file get what it made. */
export function oncePerTestFile<Args extends unknown[], T>(make: (...args: Args) => T): (...args: Args) => T {
  let made: { value: T } | undefined;
  forgetters.push(() => {
    made = undefined;
  });
  return (...args) => {
    made ??= { value: make(...args) };
    return made.value;
  };
}

/** Called before each test file: the next call of every fixture makes a new one. */
export function forgetFileFixtures(): void {
  for (const forget of forgetters) forget();
}
