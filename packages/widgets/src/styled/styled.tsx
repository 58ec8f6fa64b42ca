/**
 * A small stand-in for the part of styled-components that Pallone uses, aliased in place of it in the embed script
 * (tsup.config.ts) and in the site's builds (site/vite.config.ts); the npm library, tests and Storybook keep
 * styled-components (decisions 004 and 065). It covers `styled.tag` and `styled(Component)` templates, `css`,
 * `keyframes`, `createGlobalStyle`, `StyleSheetManager target` and `ServerStyleSheet`.
 *
 * Styles are static by house rule, so a template compiles once (flattenCss.ts: the rules styled-components' stylis
 * made of it, decision 072) to one class named by the hash of its text. The few templates that read a prop get one
 * class per distinct text, plus a fixed class for `${Component}` selectors. Equal names on server and browser let a page hydrate on the server's classes
 * and skip the rules it already carries. In the site's build, a template that reads no prop comes named, its name is
 * its class, and in the browser it is only that name: its rules come from the page and the site's stylesheet
 * (builtStyleSheet.ts, decision 075).
 */
import { forwardRef, useContext, type ComponentType, type ElementType, type JSX, type Ref } from 'react';
import { StyleSheetManager, StyleTargetContext } from './StyleSheetManager.tsx';
import { flattenCss } from './flattenCss.ts';
import { hash } from './hash.ts';
import { onlyName, register, templateName } from './builtStyleSheet.ts';
import { styleTarget, type StyleTarget } from './styleSheets.ts';
import { css, CssFragment, keyframes, takeOrder, type Interpolation, type Keyframes } from './template.ts';

export { css, keyframes, StyleSheetManager };
export { ServerStyleSheet } from './ServerStyleSheet.tsx';

type Props = Record<string, unknown> & { className?: string; as?: ElementType };
type StyledComponent = ComponentType<Props & { ref?: Ref<unknown> }> & {
  styledClass: string;
  named: boolean;
  toString(): string;
};
type Base = string | (ComponentType<Props> & { styledClass?: string; named?: boolean });
type Template = (strings: TemplateStringsArray, ...values: Interpolation[]) => StyledComponent;

/** Adds the rules of `className` (and the keyframes they use) to `target`; returns the class. */
function inject(
  target: StyleTarget,
  order: number,
  text: string,
  frames: Keyframes[],
  className = `p${hash(text)}`,
): string {
  frames.forEach((frame) => frame.inject(target));
  target.add(className, order, () => flattenCss(`.${className}`, text));
  return className;
}

/**
 * A named template's rules, with the keyframes they use, go into the stylesheet (the server's build has the text).
 * Its base must be named too: a base's rules that the browser adds after the stylesheet would win over them.
 */
function nameRules(name: string, order: number, text: string | null, frames: Keyframes[], base: Base): void {
  if (text === null || (typeof base !== 'string' && base.styledClass && !base.named))
    throw new Error(
      `Style template ${name}: a named template reads no prop and extends only named templates`,
    );
  if (onlyName(text, name)) return;
  register(name, order, () => flattenCss(`.${name}`, text));
  frames.forEach((frame) => register(frame.name, frame.order, () => frame.rules()));
}

function create(base: Base): Template {
  return (strings, ...values) => {
    const order = takeOrder();
    const template = new CssFragment([...strings], values);
    const frames: Keyframes[] = [];
    const staticText = template.dynamic ? null : template.resolve({}, frames);
    const baseName = typeof base === 'string' ? base : (base.styledClass ?? 'component');
    const name = templateName(strings[0]);
    const styledClass = name ?? `p${hash(staticText ?? `${baseName}{${strings.join('${}')}}`)}`;
    // In the browser's build a named template is only its name: the page's <style> and the stylesheet hold its rules.
    const nameOnly = name !== null && staticText !== null && onlyName(staticText, name);
    if (name !== null) nameRules(name, order, staticText, frames, base);
    const Styled = forwardRef<unknown, Props>((props, ref) => {
      const { as, className: extra, ...rest } = props;
      const target = styleTarget(useContext(StyleTargetContext));
      let className: string;
      if (staticText !== null) {
        // A static template's class (its build-time name, or its text's hash) is computed once above.
        className = nameOnly ? styledClass : inject(target, order, staticText, frames, styledClass);
      } else {
        const used: Keyframes[] = [];
        className = `${styledClass} ${inject(target, order, template.resolve(props, used), used)}`;
      }
      const domProps: Record<string, unknown> = { className: extra ? `${className} ${extra}` : className };
      for (const key in rest) if (key[0] !== '$') domProps[key] = rest[key];
      const Tag = (as ?? base) as ElementType;
      return <Tag {...domProps} ref={ref} />;
    }) as unknown as StyledComponent;
    Styled.styledClass = styledClass;
    Styled.named = name !== null;
    Styled.toString = () => `.${styledClass}`;
    return Styled;
  };
}

/** Global rules (the site's palette and resets), added when the component renders. */
export function createGlobalStyle(strings: TemplateStringsArray, ...values: Interpolation[]) {
  const order = takeOrder();
  const template = new CssFragment([...strings], values);
  const name = templateName(strings[0]);
  if (name !== null) {
    const text = template.dynamic ? null : template.resolve({}, []);
    if (text === null) throw new Error(`Style template ${name}: a named template reads no prop`);
    if (!onlyName(text, name)) register(name, order, () => flattenCss('', text));
  }
  return function GlobalStyle(props: Record<string, unknown>) {
    const target = styleTarget(useContext(StyleTargetContext));
    const frames: Keyframes[] = [];
    const text = template.resolve(props, frames);
    if (name !== null && onlyName(text, name)) return null;
    frames.forEach((frame) => frame.inject(target));
    target.add(name ?? `g${hash(text)}`, order, () => flattenCss('', text));
    return null;
  };
}

type Styled = ((base: Base) => Template) & {
  readonly [K in keyof JSX.IntrinsicElements]: Template;
};

export const styled = new Proxy(create, {
  get: (target, tag) => (typeof tag === 'string' ? create(tag) : Reflect.get(target, tag)),
}) as unknown as Styled;

export default styled;
