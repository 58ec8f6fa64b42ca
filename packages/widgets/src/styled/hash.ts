/** djb2 (xor), base 36: short and stable; a class name starts with a letter so the caller prefixes one. */
export function hash(text: string): string {
  let value = 5381;
  for (let index = 0; index < text.length; index += 1) value = (value * 33) ^ text.charCodeAt(index);
  return (value >>> 0).toString(36);
}
