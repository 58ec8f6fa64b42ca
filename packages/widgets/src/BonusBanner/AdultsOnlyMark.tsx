import { styled } from 'styled-components';

const Mark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 30px;
  height: 30px;
  font-size: 10px;
  font-weight: 800;
  line-height: 1;
  color: #c62828;
  background: #fff;
  border: 2px solid #c62828;
  border-radius: 50%;
`;

/** The 18+ logo (SPEC §1): a red-ringed "18+" read out as its meaning. */
export function AdultsOnlyMark({ label }: { label: string }) {
  return (
    <Mark role="img" aria-label={label} title={label}>
      <span aria-hidden="true">18+</span>
    </Mark>
  );
}
