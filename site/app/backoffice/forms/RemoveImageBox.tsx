interface Props {
  checked: boolean;
  /** While a new image is chosen: it replaces the stored one anyway. */
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** "Rimuovi l'immagine": the form's PUT then sends `removeImage: true` and the server drops the stored image. */
export function RemoveImageBox({ checked, disabled, onChange }: Props) {
  return (
    <label style={{ fontWeight: 'normal' }}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      Rimuovi l&apos;immagine
    </label>
  );
}
