/**
 * The only markup prediction articles use: p, h2, ul, li and strong, around text that is always escaped (team
 * and competition names come from the data).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe for HTML element content (the articles write no attributes, so `'` may stay as it is). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

/**
 * Markup built from escaped text. `html\`…${value}…\`` escapes every interpolated string; a value that is already
 * `SafeHtml` goes in as it is.
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml;

function render(part: Part): string {
  return part instanceof SafeHtml ? part.value : escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

export const p = (...parts: Part[]) => new SafeHtml(`<p>${parts.map(render).join('')}</p>`);
export const h2 = (text: string) => new SafeHtml(`<h2>${escapeHtml(text)}</h2>`);
export const strong = (text: Part) => new SafeHtml(`<strong>${render(text)}</strong>`);
export const ul = (items: readonly Part[]) =>
  new SafeHtml(`<ul>${items.map((item) => `<li>${render(item)}</li>`).join('')}</ul>`);

export function joinHtml(blocks: readonly SafeHtml[]): string {
  return blocks.map((block) => block.value).join('\n');
}
