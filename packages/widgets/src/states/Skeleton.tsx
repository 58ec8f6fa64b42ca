import { keyframes, styled } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey bar that holds the size of the content it stands for. */
export const SkeletonBar = styled.span`
  display: block;
  height: 14px;
  margin: 10px 12px;
  border-radius: 4px;
  background: var(--p-skeleton);
  animation: ${pulse} 1.4s ease-in-out infinite;
  &[data-width='short'] {
    width: 40%;
  }
  &[data-width='medium'] {
    width: 70%;
  }
`;

/** `rows` skeleton bars, sized like the list or table they replace. */
export function SkeletonRows({ rows, rowHeight = 34 }: { rows: number; rowHeight?: number }) {
  return (
    <div aria-hidden="true" style={{ minHeight: rows * rowHeight }}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBar key={index} data-width={index % 3 === 2 ? 'medium' : undefined} />
      ))}
    </div>
  );
}
