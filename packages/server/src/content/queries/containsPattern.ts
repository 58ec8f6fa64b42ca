/** `%text%` for ILIKE, with `%`, `_` and `\` matching literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
