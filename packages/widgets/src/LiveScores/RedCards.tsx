/**
 * A team's red cards in a live row: one red mark each (a `b`, drawn by the row's styles), read as "1 cartellino
 * rosso".
 */
export function RedCards({ count, label }: { count: number; label: (count: number) => string }) {
  if (count === 0) return null;
  return (
    <span role="img" aria-label={label(count)} data-cards="">
      {Array.from({ length: count }, (_, index) => (
        <b key={index} />
      ))}
    </span>
  );
}
