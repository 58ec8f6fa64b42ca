/** /backoffice/news/new and /backoffice/news/{id}: the news section's form (sections/news.tsx). */
export { default, meta } from './backoffice.section.$id.tsx';
