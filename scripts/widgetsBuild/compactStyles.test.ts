import { describe, expect, it } from 'vitest';
import { compactStyles } from './compactStyles.ts';

describe('compactStyles', () => {
  it('drops the comments and line breaks of a style template, keeping its interpolations', () => {
    const source = [
      'const Row = styled.a`',
      '  display: grid;',
      '  /* A goal: highlighted. */',
      '  &[data-goal] {',
      '    animation: ${flash} 1s;',
      '  }',
      '  [data-x] [data-y] {',
      "    grid-template-areas: 'a b';",
      '  }',
      '`;',
    ].join('\n');
    expect(compactStyles(source)).toBe(
      "const Row = styled.a` display: grid; &[data-goal] { animation: ${flash} 1s; } [data-x] [data-y] { grid-template-areas: 'a b'; } `;",
    );
  });

  it('handles styled(Base), css, keyframes and createGlobalStyle, and leaves every other template alone', () => {
    const source =
      'const a = styled(Base)`\n  color: red;\n`;\nconst b = `\n  kept /* as is */\n`;\nconst c = css`\n  ${a}\n  margin: 0;\n`;\n' +
      'const G = createGlobalStyle`\n  :root {\n    --bg: #fff; /* the page */\n  }\n`;';
    expect(compactStyles(source)).toBe(
      'const a = styled(Base)` color: red; `;\nconst b = `\n  kept /* as is */\n`;\nconst c = css` ${a} margin: 0; `;\n' +
        'const G = createGlobalStyle` :root { --bg: #fff; } `;',
    );
  });

  it('handles element names with digits and type arguments', () => {
    const source =
      "const H = styled.h2`\n  margin: 0;\n`;\nconst O = styled.abbr<{ $x: T['y'] }>`\n  flex: none;\n`;";
    expect(compactStyles(source)).toBe(
      "const H = styled.h2` margin: 0; `;\nconst O = styled.abbr<{ $x: T['y'] }>` flex: none; `;",
    );
  });

  it('keeps interpolations with nested braces and escaped backticks', () => {
    const source = 'const k = keyframes`\n  0% { opacity: ${values({ a: 1 }).a}; }\n  content: "\\`";\n`;';
    expect(compactStyles(source)).toBe(
      'const k = keyframes` 0% { opacity: ${values({ a: 1 }).a}; } content: "\\`"; `;',
    );
  });
});
