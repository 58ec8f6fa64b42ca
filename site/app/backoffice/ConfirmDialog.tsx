import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { LABELS } from '@pallone/core';
import { Button } from './ui.ts';

interface Props {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action: OK confirms, Annulla (or Escape) cancels (SPEC §9 labels). */
export function ConfirmDialog({ message, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Backdrop onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <Box role="alertdialog" aria-modal="true" aria-labelledby="confirm-message">
        <p id="confirm-message">{message}</p>
        <Actions>
          <Button ref={cancel} type="button" onClick={onCancel}>
            {LABELS.cancel}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm}>
            {LABELS.ok}
          </Button>
        </Actions>
      </Box>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgb(0 0 0 / 40%);
`;

const Box = styled.div`
  width: min(420px, 92vw);
  padding: 20px;
  border-radius: 6px;
  background: #fff;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
`;
