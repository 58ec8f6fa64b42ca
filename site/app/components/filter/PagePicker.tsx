/** A page the filter's picker offers: chosen by name, its page found by slug. */
export interface PickedPage {
  id: number;
  name: string;
  pallonecomSlug: string;
}

interface Props<T extends PickedPage> {
  label: string;
  /** The select's name ("filter-team"). */
  name: string;
  value: number | null;
  pages: readonly T[];
  /** The empty choice's text ("Seleziona"). */
  choose: string;
  onChange: (id: number | null) => void;
  /** A page chosen: the menu goes to it. */
  onPage: (page: T) => void;
}

/** One of the filter's competition, team and player pickers: each choice is kept, and its page opened. */
export function PagePicker<T extends PickedPage>({
  label,
  name,
  value,
  pages,
  choose,
  onChange,
  onPage,
}: Props<T>) {
  return (
    <label>
      {label}
      <select
        name={name}
        value={value ?? ''}
        onChange={(event) => {
          const id = event.target.value === '' ? null : Number(event.target.value);
          onChange(id);
          const chosen = pages.find((page) => page.id === id);
          if (chosen) onPage(chosen);
        }}
      >
        <option value="">{choose}</option>
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {page.name}
          </option>
        ))}
      </select>
    </label>
  );
}
