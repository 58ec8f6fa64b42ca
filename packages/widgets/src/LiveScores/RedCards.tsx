import { styled } from 'styled-components';

const Cards = styled.span`
  display: inline-flex;
  gap: 2px;
  margin-inline-start: 6px;
  vertical-align: middle;
`;

const Card = styled.span`
  display: inline-block;
  width: 8px;
  height: 11px;
  border-radius: 1px;
  background: #d62828;
`;

/** A team's red cards in a live row: one red mark each, read as "1 cartellino rosso". */
export function RedCards({ count, label }: { count: number; label: (count: number) => string }) {
  if (count === 0) return null;
  return (
    <Cards role="img" aria-label={label(count)}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} />
      ))}
    </Cards>
  );
}
