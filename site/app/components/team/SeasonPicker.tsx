import { Link } from 'react-router';
import { styled } from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0 0 12px;
  font-size: 14px;
  a {
    padding: 4px 10px;
    border-radius: 6px;
    border: 1px solid var(--site-border);
    color: var(--site-text);
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: var(--site-brand);
    color: var(--site-brand);
    font-weight: 600;
  }
`;

export interface SeasonChoice {
  name: string;
  pallonecomSlug: string;
}

/** Season links (`?{param}={slug}`), server-rendered so they work without JavaScript; the shown one is marked. */
export function SeasonPicker({
  label,
  path,
  param,
  seasons,
  current,
}: {
  label: string;
  path: string;
  param: string;
  seasons: readonly SeasonChoice[];
  current: string | null;
}) {
  if (seasons.length < 2) return null;
  return (
    <Nav aria-label={label}>
      <span>{label}:</span>
      {seasons.map((season) => (
        <Link
          key={season.pallonecomSlug}
          to={`${path}?${param}=${encodeURIComponent(season.pallonecomSlug)}`}
          aria-current={season.pallonecomSlug === current ? 'page' : undefined}
        >
          {season.name}
        </Link>
      ))}
    </Nav>
  );
}
