/** /backoffice/news: the news section of the back-office's section factory (sections/news.tsx). */
export { default, meta } from './backoffice.section.tsx';
