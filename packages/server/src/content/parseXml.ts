/**
 * A small strict XML reader for checking what we generate (feeds, sitemaps): it accepts well-formed XML 1.0
 * without DTDs, comments or CDATA, and throws on anything else — unbalanced or crossed tags, unquoted or
 * duplicate attributes, a raw `<` or `&` in text, an unknown entity, text outside the root.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const NAME = '[A-Za-z_][A-Za-z0-9._:-]*';
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9a-fA-F]+));/y;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export class XmlError extends Error {
  override name = 'XmlError';
}

function decode(raw: string, where: number): string {
  let out = '';
  for (let i = 0; i < raw.length;) {
    const char = raw[i]!;
    if (char === '<') throw new XmlError(`raw "<" at ${where + i}`);
    if (char !== '&') {
      out += char;
      i += 1;
      continue;
    }
    ENTITY.lastIndex = i;
    const match = ENTITY.exec(raw);
    if (!match) throw new XmlError(`bad entity at ${where + i}: ${raw.slice(i, i + 10)}`);
    out += match[1]
      ? NAMED[match[1]]!
      : String.fromCodePoint(parseInt(match[2] ?? match[3]!, match[2] ? 10 : 16));
    i = ENTITY.lastIndex;
  }
  return out;
}

export function parseXml(xml: string): XmlElement {
  let position = 0;
  const declaration = /^<\?xml\s+version="1\.0"(?:\s+encoding="UTF-8")?\s*\?>\s*/.exec(xml);
  if (declaration) position = declaration[0].length;
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`, 'y');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (position < xml.length) {
    const next = xml.indexOf('<', position);
    const text = xml.slice(position, next === -1 ? xml.length : next);
    if (text !== '') {
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim() !== '') throw new XmlError(`text outside the root at ${position}`);
      } else {
        parent.text += decode(text, position);
      }
    }
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) throw new XmlError(`malformed tag at ${next}: ${xml.slice(next, next + 30)}`);
    const [, closing, name, rawAttributes = '', selfClosing] = match;
    position = tag.lastIndex;
    if (closing) {
      if (selfClosing || rawAttributes.trim() !== '') throw new XmlError(`malformed closing tag at ${next}`);
      const open = stack.pop();
      if (open?.name !== name)
        throw new XmlError(`</${name}> closes <${open?.name ?? 'nothing'}> at ${next}`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of rawAttributes.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g'))) {
      const key = attribute[1]!;
      if (key in attributes) throw new XmlError(`duplicate attribute ${key} at ${next}`);
      attributes[key] = decode(attribute[2]!, next);
    }
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new XmlError(`second root element at ${next}`);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new XmlError(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new XmlError('no root element');
  return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
