import { styled, keyframes } from 'styled-components';

/** A centred spinner with its text (SPEC §4: "Loading..." during the token check). */
export function Spinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 200px;
  height: 100%;
`;

const Wheel = styled.div`
  width: 36px;
  height: 36px;
  border: 4px solid #ccd;
  border-top-color: #0d2b1c;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
