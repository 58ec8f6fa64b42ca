import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sseParser.ts';

function parse(chunks: readonly string[]) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onMessage: (message) => messages.push(message),
    onComment: (text) => comments.push(text),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, comments };
}

const STREAM =
  ': heartbeat\n\nid: 7\nevent: match\ndata: {"id":64,"homeScore":1}\n\n' +
  'id: 8\nevent: event\ndata: {"matchId":64}\n\n';

describe('createSseParser', () => {
  it('reads id, event and data of each message and skips comments', () => {
    const { messages, comments } = parse([STREAM]);
    expect(messages).toEqual([
      { id: '7', event: 'match', data: '{"id":64,"homeScore":1}' },
      { id: '8', event: 'event', data: '{"matchId":64}' },
    ]);
    expect(comments).toEqual(['heartbeat']);
  });

  it('gives the same messages whatever the chunk boundaries, one character at a time included', () => {
    const whole = parse([STREAM]).messages;
    for (const size of [1, 2, 3, 5, 11]) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parse(chunks).messages).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, a CRLF split between two chunks included', () => {
    const { messages } = parse(['id: 1\r\nevent: match\r', '\ndata: a\r\r', 'data: b\rdata: c\r', '\n\r\n']);
    expect(messages).toEqual([
      { id: '1', event: 'match', data: 'a' },
      { id: '1', event: 'message', data: 'b\nc' },
    ]);
  });

  it('joins data lines, keeps the last id for later messages and waits for the blank line', () => {
    const { messages } = parse(['id: 3\ndata: one\ndata:two\n\ndata: three\n', 'data: four']);
    expect(messages).toEqual([{ id: '3', event: 'message', data: 'one\ntwo' }]);
  });

  it('reports the retry time the server asks for', () => {
    const retries: number[] = [];
    const parser = createSseParser({ onMessage: () => {}, onRetry: (ms) => retries.push(ms) });
    parser.push('retry: 5000\nretry: soon\n\n');
    expect(retries).toEqual([5000]);
  });
});
