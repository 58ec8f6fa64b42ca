import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { css, keyframes, styled, StyleSheetManager } from './embedStyled.tsx';

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

describe('embedStyled', () => {
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
});
