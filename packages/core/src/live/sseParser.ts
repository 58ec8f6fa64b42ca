/**
 * A streaming parser of `text/event-stream` (the WHATWG Server-Sent Events format): feed it text as it arrives,
 * split anywhere (inside a line, between CR and LF), and it calls back once per complete message. Lines end in
 * LF, CRLF or CR; `:` lines are comments; the last `id:` seen carries over to later messages, as in EventSource.
 */
export interface SseMessage {
  /** The last event id seen on this stream ("" when none). */
  id: string;
  /** The `event:` field, "message" when absent. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

export interface SseParserCallbacks {
  onMessage(message: SseMessage): void;
  /** A comment line (a heartbeat), without its leading colon. */
  onComment?(text: string): void;
  /** A `retry:` field: the reconnection time the server asks for, in ms. */
  onRetry?(ms: number): void;
}

export interface SseParser {
  /** Feeds the next chunk of decoded text. */
  push(chunk: string): void;
}

export function createSseParser(callbacks: SseParserCallbacks): SseParser {
  let buffer = '';
  let skipLeadingLf = false;
  let lastId = '';
  let event = '';
  let data: string[] = [];

  function dispatch(): void {
    if (data.length > 0)
      callbacks.onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  }

  function field(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return callbacks.onComment?.(line.slice(1).trimStart());
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else if (name === 'event') event = value;
    else if (name === 'id' && !value.includes('\0')) lastId = value;
    else if (name === 'retry' && /^\d+$/.test(value)) callbacks.onRetry?.(Number(value));
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        field(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
