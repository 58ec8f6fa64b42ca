/**
 * A small stand-in for the part of styled-components the widgets use, aliased in place of it in the embed
 * script only (tsup.config.ts; the npm library keeps styled-components): `styled.tag` and `styled(Styled)`
 * templates, `css`, `keyframes` and `StyleSheetManager target`. It works because widget styles are static
 * (house rule: no props interpolated into CSS): a template compiles once, to one class per component, with
 * stylis as styled-components does. It saves ~8 KB min+gzip of the 45 KB budget (decision record 004).
 */
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type ComponentType,
  type ElementType,
  type JSX,
  type ReactNode,
  type Ref,
} from 'react';
import { compileRules, injectRules } from './embedStyleSheet.ts';

type Interpolation = string | number | boolean | null | undefined | CssFragment | Keyframes | StyledComponent;

let nextId = 0;

function hash(text: string): string {
  let value = 5381;
  for (let index = 0; index < text.length; index += 1) value = (value * 33) ^ text.charCodeAt(index);
  return (value >>> 0).toString(36);
}

class CssFragment {
  constructor(
    readonly text: string,
    readonly keyframes: Keyframes[],
  ) {}
  toString(): string {
    return this.text;
  }
}

class Keyframes {
  readonly id = nextId++;
  readonly name: string;
  constructor(readonly body: string) {
    this.name = `pk${hash(body)}`;
  }
  inject(target: Node): void {
    injectRules(target, this.id, () => compileRules('', `@keyframes ${this.name}{${this.body}}`));
  }
  toString(): string {
    return this.name;
  }
}

function join(strings: TemplateStringsArray, values: Interpolation[]): CssFragment {
  let text = strings[0] ?? '';
  const keyframes: Keyframes[] = [];
  values.forEach((value, index) => {
    if (value instanceof Keyframes) keyframes.push(value);
    if (value instanceof CssFragment) keyframes.push(...value.keyframes);
    const part = value === false || value === null || value === undefined ? '' : String(value);
    text += part + (strings[index + 1] ?? '');
  });
  return new CssFragment(text, keyframes);
}

export function css(strings: TemplateStringsArray, ...values: Interpolation[]): CssFragment {
  return join(strings, values);
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): Keyframes {
  return new Keyframes(join(strings, values).text);
}

const TargetContext = createContext<Node | null>(null);

/** Where the styles of the components below go (a shadow root); document.head without one. */
export function StyleSheetManager(props: { target?: Node | null; children?: ReactNode }) {
  return createElement(TargetContext.Provider, { value: props.target ?? null }, props.children);
}

type Props = Record<string, unknown> & { className?: string; as?: ElementType };
type StyledComponent = ComponentType<Props & { ref?: Ref<unknown> }> & {
  styledClass: string;
  toString(): string;
};
type Template = (strings: TemplateStringsArray, ...values: Interpolation[]) => StyledComponent;

function create(base: string | StyledComponent): Template {
  return (strings, ...values) => {
    const fragment = join(strings, values);
    const id = nextId++;
    const className = `p${hash(fragment.text)}${id.toString(36)}`;
    const Styled = forwardRef<unknown, Props>(({ as, className: extra, ...rest }, ref) => {
      const target = useContext(TargetContext) ?? document.head;
      fragment.keyframes.forEach((frames) => frames.inject(target));
      injectRules(target, id, () => compileRules(`.${className}`, fragment.text));
      const domProps: Record<string, unknown> = { className: extra ? `${className} ${extra}` : className };
      for (const key in rest) if (key[0] !== '$') domProps[key] = rest[key];
      const Tag = (as ?? base) as ElementType;
      return <Tag {...domProps} ref={ref} />;
    }) as unknown as StyledComponent;
    Styled.styledClass = className;
    Styled.toString = () => `.${className}`;
    return Styled;
  };
}

type Styled = ((base: string | StyledComponent) => Template) & {
  readonly [K in keyof JSX.IntrinsicElements]: Template;
};

export const styled = new Proxy(create, {
  get: (target, tag) => (typeof tag === 'string' ? create(tag) : Reflect.get(target, tag)),
}) as unknown as Styled;

export default styled;
