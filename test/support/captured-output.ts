/**
 * What a piece of work writes to stdout and stderr (where the functions' logger writes, when handlers
 * run in the test's process), captured while it runs and given back as one string.
 */
export async function capturedOutput(work: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const stdout = process.stdout.write.bind(process.stdout);
  const stderr = process.stderr.write.bind(process.stderr);
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    await work();
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
  }
  return written.join('');
}
