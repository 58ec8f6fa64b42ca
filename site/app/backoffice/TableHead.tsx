/** A back-office table's head: one column heading per label, in order (an empty label for an unnamed column). */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label}>{label}</th>
        ))}
      </tr>
    </thead>
  );
}
