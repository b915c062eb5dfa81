/** Reads Server-Sent Events from a text stream: each event's `data:` lines, joined, to `onData`. */

/** Splits what has arrived into whole events and what is left for the next chunk. */
export function splitEvents(buffered: string): { events: string[]; rest: string } {
  const parts = buffered.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  const events = parts
    .map((part) =>
      part
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n'),
    )
    .filter((data) => data.length > 0);
  return { events, rest };
}

export async function parseEventStream(
  reader: ReadableStreamDefaultReader<string>,
  onData: (data: string) => void,
): Promise<void> {
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      return;
    }
    const { events, rest } = splitEvents(buffered + value);
    buffered = rest;
    for (const data of events) {
      onData(data);
    }
  }
}
