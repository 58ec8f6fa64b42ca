import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keyframes, ServerStyleSheet, styled } from './styled.tsx';

// Templates as the site's build writes them (scripts/siteBuild/styleTemplateNames.ts): the server's build keeps the
// text after the name, the browser's keeps only the name. Prettier would move the name off the text's start.
// prettier-ignore
const spin = keyframes`from{opacity:1;}to{opacity:0;}`;
// prettier-ignore
const Card = styled.div`/*@n00000a*/color: navy; animation: ${spin} 1s;`;
// prettier-ignore
const WideCard = styled(Card)`/*@n00000b*/color: teal;`;
// prettier-ignore
const Flag = styled.span`color: ${(props) => (props.$on ? 'red' : 'gray')};`;
// prettier-ignore
const InBrowser = styled.p`/*@n00000c*/`;
// prettier-ignore
const readsProps = () => styled.b`/*@n00000d*/width: ${(props) => String(props.$x)}px;`;
// prettier-ignore
const extendsOneThatReadsProps = () => styled(Flag)`/*@n00000e*/color: blue;`;

describe("the site's stylesheet of named templates", () => {
  it("names the class after the build's name and keeps the rules, with their keyframes, for the stylesheet", async () => {
    expect(String(Card)).toBe('.n00000a');
    const { sheetFile } = await import('./builtStyleSheet.ts');
    const sheet = sheetFile();
    expect(sheet?.css).toBe(
      `@keyframes ${String(spin)}{from{opacity:1;}to{opacity:0;}}` +
        `.n00000a{color:navy;animation:${String(spin)} 1s;}.n00000b{color:teal;}`,
    );
    expect(sheet?.file).toMatch(/^styles-[0-9a-z]+\.css$/);
  });

  it('writes the rules the stylesheet carries, the stylesheet without blocking paint, then the rules that read props', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <>
          <WideCard>Serie A</WideCard>
          <Flag $on>live</Flag>
        </>,
      ),
    );
    const tags = sheet.getStyleTags();
    const [named, link, byProps] = tags.split(/(?=<link|<style)/);
    expect(named).toContain('.n00000a{color:navy;');
    expect(named).toContain('.n00000b{color:teal;}');
    expect(link).toMatch(
      /^<link rel="stylesheet" href="\/assets\/styles-[0-9a-z]+\.css" media="print" data-pallone-sheet>/,
    );
    expect(byProps).toContain('{color:red;}');
    expect(byProps).not.toContain('navy');
  });

  it('gives a template that is only its name its class and adds no rule in the browser', () => {
    render(<InBrowser>Roma</InBrowser>);
    expect(screen.getByText('Roma').className).toBe('n00000c');
    expect(document.head.querySelector('style[data-pallone-styles]')).toBeNull();
  });

  it('refuses a named template that reads props or extends one that does', () => {
    expect(readsProps).toThrow(/n00000d: a named template reads no prop/);
    expect(extendsOneThatReadsProps).toThrow(/n00000e/);
  });
});
