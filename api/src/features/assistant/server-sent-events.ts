/** One server-sent event: its name and its data, JSON on one line (JSON never holds a raw line break). */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The `data` of each event of a server-sent event stream, as text, in order. Lines of one event's data are joined
 * with a line break, comments and other fields are skipped, and an event cut off by the end of the stream is dropped.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.search(/\r?\n/);
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(buffered[end] === '\r' ? end + 2 : end + 1);
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
      end = buffered.search(/\r?\n/);
    }
  }
}
