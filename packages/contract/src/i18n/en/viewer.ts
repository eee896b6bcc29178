/** The document viewer (PDFs and images shown in the page; docs/files.md). */
export const viewer = {
  'viewer.previewFile': 'Preview {{name}}',
  'viewer.toolbar': 'Document viewer controls',
  'viewer.zoomIn': 'Zoom in',
  'viewer.zoomOut': 'Zoom out',
  'viewer.fitWidth': 'Fit width',
  'viewer.fitPage': 'Fit page',
  'viewer.zoomLevel': 'Zoom {{percent}} %',
  'viewer.rotate': 'Rotate clockwise',
  'viewer.thumbnails': 'Page thumbnails',
  'viewer.showThumbnails': 'Show page thumbnails',
  'viewer.hideThumbnails': 'Hide page thumbnails',
  'viewer.pageField': 'Page number',
  'viewer.pageOf': '{{page}} / {{count}}',
  'viewer.page': 'Page {{page}}',
  'viewer.pages': 'Pages of {{name}}',
  'viewer.previousPage': 'Previous page',
  'viewer.nextPage': 'Next page',
  'viewer.loading': 'Loading the document…',
  'viewer.keys':
    'Keys: Page Up and Page Down change the page, Home and End go to the first and last page, + and − zoom, 0 fits the page, R rotates.',
} as const;
