/**
 * The stand-in's CSS templates: `css` fragments, `keyframes`, and resolving a template's text for a component's props.
 * Names are hashes of the CSS text, so the server and the browser compute the same ones whatever order their modules
 * load in (styled-components numbers components in creation order instead, which differs once code is split).
 */
import { flattenCss } from './flattenCss.ts';
import { hash } from './hash.ts';
import type { StyleTarget } from './styleSheets.ts';

type Props = Record<string, unknown>;

export type Interpolation =
  | string
  | number
  | boolean
  | null
  | undefined
  | CssFragment
  | Keyframes
  | { readonly styledClass: string }
  | ((props: Props) => Interpolation);

let nextOrder = 0;

/** The creation order: later rule sets come later in a sheet, so an extension wins over its base. */
export function takeOrder(): number {
  return nextOrder++;
}

export class CssFragment {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly Interpolation[],
  ) {}

  /** Whether the text depends on props (a function somewhere in it). */
  get dynamic(): boolean {
    return this.values.some(
      (value) => typeof value === 'function' || (value instanceof CssFragment && value.dynamic),
    );
  }

  /** The CSS text for `props`; keyframes it refers to are pushed onto `keyframes`. */
  resolve(props: Props, keyframes: Keyframes[]): string {
    let text = this.strings[0] ?? '';
    this.values.forEach((value, index) => {
      text += part(value, props, keyframes) + (this.strings[index + 1] ?? '');
    });
    return text;
  }

  toString(): string {
    return this.resolve({}, []);
  }
}

function part(value: Interpolation, props: Props, keyframes: Keyframes[]): string {
  if (typeof value === 'function') return part(value(props), props, keyframes);
  if (value instanceof CssFragment) return value.resolve(props, keyframes);
  if (value instanceof Keyframes) keyframes.push(value);
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'object' && 'styledClass' in value) return `.${value.styledClass}`;
  return String(value);
}

export class Keyframes {
  readonly order = takeOrder();
  readonly name: string;
  constructor(readonly body: string) {
    this.name = `pk${hash(body)}`;
  }
  rules(): string {
    return flattenCss('', `@keyframes ${this.name}{${this.body}}`);
  }
  inject(target: StyleTarget): void {
    target.add(this.name, this.order, () => this.rules());
  }
  toString(): string {
    return this.name;
  }
}

export function css(strings: TemplateStringsArray, ...values: Interpolation[]): CssFragment {
  return new CssFragment([...strings], values);
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): Keyframes {
  return new Keyframes(css(strings, ...values).resolve({}, []));
}
