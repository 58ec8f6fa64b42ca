import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createGlobalStyle, css, keyframes, ServerStyleSheet, styled, StyleSheetManager } from './styled.tsx';

const pulse = keyframes`
  0% { opacity: 1; }
  100% { opacity: 0.5; }
`;
const hidden = css`
  position: absolute;
`;
const Box = styled.section`
  color: var(--p-text);
  animation: ${pulse} 1s infinite;
  &[data-theme='dark'] {
    color: white;
  }
  a {
    color: inherit;
  }
  @media (max-width: 320px) {
    padding: 0;
  }
`;
const Wider = styled(Box)`
  color: red;
`;
const Label = styled.span`
  ${hidden}
`;

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('the styled-components stand-in', () => {
  it('compiles nested rules, media queries and keyframes into the target root once', () => {
    const root = shadowHost();
    render(
      <StyleSheetManager target={root}>
        <Box aria-label="one" data-theme="dark" />
        <Box aria-label="two" />
      </StyleSheetManager>,
      { container: root.appendChild(document.createElement('div')) },
    );
    const styles = root.querySelectorAll('style[data-pallone-styles]');
    expect(styles).toHaveLength(1);
    const text = styles[0]?.textContent ?? '';
    const className = String(Box).slice(1);
    expect(text).toContain(`.${className}{color:var(--p-text);animation:${String(pulse)} 1s infinite;}`);
    expect(text).toContain(`.${className}[data-theme='dark']{color:white;}`);
    expect(text).toContain(`.${className} a{color:inherit;}`);
    expect(text).toContain(`@media (max-width: 320px){.${className}{padding:0;}}`);
    expect(text).toContain(`@keyframes ${String(pulse)}{0%{opacity:1;}100%{opacity:0.5;}}`);
    expect(text.split('color:var(--p-text)')).toHaveLength(2);
    expect(document.head.querySelector('style[data-pallone-styles]')).toBeNull();
  });

  it('extends a styled component: both classes, the extension later in the sheet', () => {
    const root = shadowHost();
    render(
      <StyleSheetManager target={root}>
        <Wider aria-label="wide" />
      </StyleSheetManager>,
      { container: root.appendChild(document.createElement('div')) },
    );
    const element = root.querySelector('section');
    expect(element?.className.split(' ').sort()).toEqual(
      [String(Box).slice(1), String(Wider).slice(1)].sort(),
    );
    const text = root.querySelector('style')?.textContent ?? '';
    expect(text.indexOf(String(Wider))).toBeGreaterThan(text.indexOf(`${String(Box)}{`));
  });

  it('forwards refs and DOM props, drops transient $props, interpolates css fragments', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Label ref={ref} className="extra" data-state="open" $tone="x">
        label
      </Label>,
    );
    const element = screen.getByText('label');
    expect(ref.current).toBe(element);
    expect(element).toHaveAttribute('data-state', 'open');
    expect(element).not.toHaveAttribute('$tone');
    expect(element.className).toMatch(/ extra$/);
    expect(document.head.querySelector('style[data-pallone-styles]')?.textContent).toContain(
      'position:absolute;',
    );
  });

  it('names a class by its CSS text, so two builds (server, browser) agree whatever their module order', () => {
    const First = styled.p`
      margin: 0;
    `;
    const Again = styled.p`
      margin: 0;
    `;
    expect(String(First)).toBe(String(Again));
    expect(String(First)).not.toBe(String(Label));
  });

  it('gives a template that reads a prop one class per value, beside a fixed class for selectors', () => {
    const Dot = styled.i`
      background: ${(props: Record<string, unknown>) => (props.$tone === 'win' ? 'green' : 'red')};
    `;
    render(
      <>
        <Dot $tone="win">w</Dot>
        <Dot $tone="loss">l</Dot>
      </>,
    );
    const win = screen.getByText('w').className.split(' ');
    const loss = screen.getByText('l').className.split(' ');
    expect(win[0]).toBe(String(Dot).slice(1));
    expect(loss[0]).toBe(win[0]);
    expect(loss[1]).not.toBe(win[1]);
    const text = [...document.head.querySelectorAll('style[data-pallone-styles]')]
      .map((s) => s.textContent)
      .join('');
    expect(text).toContain(`.${win[1]}{background:green;}`);
    expect(text).toContain(`.${loss[1]}{background:red;}`);
  });

  it('collects a server render into one style tag that lists its keys, and the browser does not add them again', () => {
    const Global = createGlobalStyle`
      :root { --served: 1; }
    `;
    const Served = styled.div`
      animation: ${pulse} 2s;
      padding: 3px;
    `;
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <>
          <Global />
          <Served>served</Served>
        </>,
      ),
    );
    const tags = sheet.getStyleTags();
    const className = String(Served).slice(1);
    expect(html).toContain(`class="${className}"`);
    expect(tags).toContain(`.${className}{animation:${String(pulse)} 2s;padding:3px;}`);
    expect(tags).toContain(':root{--served:1;}');
    expect(tags).toContain(`@keyframes ${String(pulse)}`);
    expect(tags.indexOf(':root')).toBeLessThan(tags.indexOf(`.${className}`));

    const root = shadowHost();
    const head = root.appendChild(document.createElement('div'));
    head.innerHTML = tags;
    render(
      <StyleSheetManager target={head}>
        <Global />
        <Served>hydrated</Served>
        <Label>new</Label>
      </StyleSheetManager>,
      { container: root.appendChild(document.createElement('div')) },
    );
    const added = head.querySelectorAll('style[data-pallone-styles]');
    expect(added).toHaveLength(2);
    expect(added[1]?.textContent).toBe(`.${String(Label).slice(1)}{position:absolute;}`);
  });
});
