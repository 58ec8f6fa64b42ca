import { styled } from 'styled-components';

/**
 * SPEC §9 default images, drawn inline in the theme's colours (so they darken with the dark theme and follow a
 * host's `--pallone-skeleton` / `--pallone-muted`): a person on a disc for a player, a shield for a team.
 * Decorative, at the result's size.
 */
const Svg = styled.svg`
  flex: none;
  fill: var(--p-skeleton);
  [data-part='figure'] {
    fill: var(--p-muted);
    fill-opacity: 0.5;
  }
`;

export type PlaceholderKind = 'person' | 'shield';

export function PlaceholderImage({ kind, size }: { kind: PlaceholderKind; size: number }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 42 42"
      aria-hidden="true"
      focusable="false"
      data-fallback={kind}
    >
      {kind === 'person' ? (
        <>
          <circle cx="21" cy="21" r="21" />
          <path
            data-part="figure"
            d="M21 9a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM8 35c2-7 7-10 13-10s11 3 13 10a21 21 0 0 1-26 0z"
          />
        </>
      ) : (
        <>
          <path
            data-part="figure"
            d="M21 3.5 7 8.75v10.5c0 8.75 5.95 16.45 14 19.25 8.05-2.8 14-10.5 14-19.25V8.75z"
          />
          <path d="M21 7.35 10.5 11.4v7.85c0 6.8 4.4 12.95 10.5 15.4z" />
        </>
      )}
    </Svg>
  );
}
