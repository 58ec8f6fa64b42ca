/**
 * Nested CSS → flat rules: the part of stylis the stand-in used (decision 072), in a fraction of its size. A rule
 * set's own declarations come first, then its nested rules in order; `&` stands for the parent selector (a nested
 * selector without one is a descendant); `@media`, `@supports` and `@container` wrap the rules they hold; other
 * at-rules with a block (`@keyframes`, `@font-face`) keep theirs as written. Strings, parentheses and brackets are
 * opaque: their `;`, `{`, `}` and commas separate nothing. Declarations lose the spaces around their colon; comments
 * are dropped.
 */

interface Block {
  declarations: string[];
  rules: { prelude: string; block: Block }[];
}

/** Reads the block that starts at `start` (after its `{`) up to its `}`; returns it and the index after. */
function readBlock(text: string, start: number): [Block, number] {
  const block: Block = { declarations: [], rules: [] };
  let buffer = '';
  let depth = 0;
  let index = start;
  const flush = () => {
    const declaration = buffer.trim();
    const colon = declaration.indexOf(':');
    if (colon > 0)
      block.declarations.push(`${declaration.slice(0, colon).trim()}:${declaration.slice(colon + 1).trim()}`);
    buffer = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' || char === "'") {
      let stop = index + 1;
      while (stop < text.length && text[stop] !== char) stop += text[stop] === '\\' ? 2 : 1;
      stop = Math.min(stop + 1, text.length);
      buffer += text.slice(index, stop);
      index = stop;
      continue;
    }
    if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 2;
      continue;
    }
    index++;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === '{') {
      const [inner, next] = readBlock(text, index);
      block.rules.push({ prelude: buffer.trim().replace(/\s+/g, ' '), block: inner });
      buffer = '';
      index = next;
      continue;
    } else if (depth === 0 && (char === ';' || char === '}')) {
      flush();
      if (char === '}') return [block, index];
      continue;
    }
    buffer += char;
  }
  flush();
  return [block, index];
}

/** `a, b:is(c, d)` → ['a', 'b:is(c, d)']: the commas outside parentheses and brackets. */
function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

function nest(parents: string[], selector: string): string[] {
  if (!parents.length) return splitSelectors(selector);
  return splitSelectors(selector).flatMap((part) =>
    parents.map((parent) => (part.includes('&') ? part.replaceAll('&', parent) : `${parent} ${part}`)),
  );
}

function serialize(block: Block, selectors: string[]): string {
  let out = block.declarations.length ? `${selectors.join(',')}{${block.declarations.join(';')};}` : '';
  for (const { prelude, block: inner } of block.rules) {
    if (/^@(media|supports|container)\b/.test(prelude)) out += `${prelude}{${serialize(inner, selectors)}}`;
    else if (prelude.startsWith('@')) out += `${prelude}{${serialize(inner, [])}}`;
    else out += serialize(inner, nest(selectors, prelude));
  }
  return out;
}

/** The flat CSS of `text`: rule sets, at-rules and (under `selector`, or none) declarations. */
export function flattenCss(selector: string, text: string): string {
  return serialize(readBlock(text, 0)[0], selector ? [selector] : []);
}
