/** Runs `task` for 0…count-1, at most `concurrency` at a time; answers the results in order. */
export async function withConcurrency<T>(count: number, concurrency: number, task: (index: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
