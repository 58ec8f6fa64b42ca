/** The list orders several sections offer, each with the one label the back office gives it. */
export const SORT_BY = {
  order: { value: 'sortOrder:asc', label: 'Ordine' },
  newest: { value: 'publishedAt:desc', label: 'Più recenti' },
  titleAZ: { value: 'title:asc', label: 'Titolo A-Z' },
  nameAZ: { value: 'name:asc', label: 'Nome A-Z' },
  idAsc: { value: 'id:asc', label: 'Id crescente' },
  idDesc: { value: 'id:desc', label: 'Id decrescente' },
} as const;
