const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A bonus colour from the API if it is a plain hex colour; otherwise undefined, so the theme's colour applies. */
export function safeColor(value: string | null | undefined): string | undefined {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : undefined;
}
