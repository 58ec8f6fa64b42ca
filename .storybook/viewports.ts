/** The viewport toolbar: the spec's narrowest width (320 px) up to desktop. */
export const STORY_VIEWPORTS = {
  mobile320: { name: 'Mobile 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '720px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;
