// A statement binds at most 65,535 parameters (the wire protocol counts them in 16 bits), and a
// look-up by a list of ids takes one each: past that it fails ("bind message has … parameter
// formats"). A read or write by an open-ended list of ids goes a slice at a time.
export const ID_SLICE = 10_000;

/** `run` on each slice of `ids` in turn, its rows put together. */
export async function inSlices<T>(ids: readonly string[], run: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += ID_SLICE) rows.push(...(await run(ids.slice(start, start + ID_SLICE))));
  return rows;
}
