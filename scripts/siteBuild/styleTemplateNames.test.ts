import { describe, expect, it } from 'vitest';
import { nameStyleTemplates, templateName } from './styleTemplateNames.ts';

const source = [
  "import styled, { createGlobalStyle, css, keyframes } from 'styled-components';",
  '/** A `styled.div` written in a comment is not a template. */',
  'const pulse = keyframes`from { opacity: 1; } to { opacity: 0.5; }`;',
  'const hidden = css`position: absolute;`;',
  'export const Row = styled.li`display: flex; animation: ${pulse} 1s; ${hidden}`;',
  'export const Wide = styled(Row)<{ $on: boolean }>`${Row} + & { gap: 4px; }`;',
  'export const Dot = styled.span<{ $live: boolean }>`color: ${({ $live }) => ($live ? css`red` : css`gray`)};`;',
  'export const Global = createGlobalStyle`:root { --a: 1; }`;',
].join('\n');

describe('naming the style templates at build time', () => {
  const server = nameStyleTemplates(source, 'site/app/Row.tsx', false);
  const browser = nameStyleTemplates(source, 'site/app/Row.tsx', true);

  it('names the styled templates that read no prop, by file and place, the same in both builds', () => {
    const row = templateName('site/app/Row.tsx', 2);
    expect(row).toMatch(/^n[0-9a-z]{5}2$/);
    expect(server).toContain(`styled.li\`/*@${row}*/display: flex; animation: \${pulse} 1s; \${hidden}\``);
    expect(browser).toContain(`styled.li\`/*@${row}*/\``);
    const wide = templateName('site/app/Row.tsx', 3);
    expect(server).toContain(`styled(Row)<{ $on: boolean }>\`/*@${wide}*/\${Row} + & { gap: 4px; }\``);
    expect(browser).toContain(`styled(Row)<{ $on: boolean }>\`/*@${wide}*/\``);
    expect(browser).toContain(`createGlobalStyle\`/*@${templateName('site/app/Row.tsx', 5)}*/\``);
    expect(templateName('site/app/Other.tsx', 2)).not.toBe(row);
  });

  it('leaves templates that read props, css fragments, keyframes and comments as written in both builds', () => {
    for (const built of [server, browser]) {
      expect(built).toContain('keyframes`from { opacity: 1; } to { opacity: 0.5; }`');
      expect(built).toContain('const hidden = css`position: absolute;`');
      expect(built).toContain('`color: ${({ $live }) => ($live ? css`red` : css`gray`)};`');
      expect(built).toContain('/** A `styled.div` written in a comment is not a template. */');
    }
  });
});
