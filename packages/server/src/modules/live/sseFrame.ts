/** Server-Sent Events framing: one message is `id:`, `event:` and one `data:` line (JSON has no raw newline). */
export function sseFrame(id: string, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SSE_HEARTBEAT = ': heartbeat\n\n';
