import { Button, Toolbar } from './ui.ts';

/** Previous / next with "page x of y · n items". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Toolbar>
      <Button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Pagina precedente"
      >
        ‹
      </Button>
      <span>
        Pagina {page} di {pages} · {total} elementi
      </span>
      <Button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label="Pagina successiva"
      >
        ›
      </Button>
    </Toolbar>
  );
}
