/** Project detail page (spec 001 §2 "Project detail page", "Site information tab", "Site project history screen") and the shared site map. */
export const projectDetail = {
  // ---- site map (components/map, also used by the create dialog) ----
  'map.label': 'Map of the site',
  'map.marker': 'Site location',
  'map.markerHelp':
    'Drag the marker to the exact location of the site, or click on the map to move it there.',
  'map.placeHelp': 'Click on the map to place the site marker, or search for the address.',
  'map.search': 'Search an address or place',
  'map.searchButton': 'Search',
  'map.searching': 'Searching…',
  'map.notFound': 'No place found for this search.',
  'map.searchFailed': 'The search is not available right now. Please move the marker by hand.',

  // ---- page ----
  'projectDetail.title': 'Project {{code}}',
  'projectDetail.back': 'Back to project',
  'projectDetail.paused': 'Paused',
  'projectDetail.loadError': 'The project data could not be loaded.',
  'projectDetail.retry': 'Retry',
  'projectDetail.tabsLabel': 'Project sections',
  'projectDetail.tab.history': 'Project History',
  'projectDetail.tab.site': 'Site information',
  'projectDetail.tab.design': 'Design Validation',
  'projectDetail.tab.ci': 'CI Implementation',
  'projectDetail.tab.audit': 'Compliance Audit',
  'projectDetail.notFound.title': 'Project not found',
  'projectDetail.notFound.text': 'This project does not exist, or it is not visible to your account.',
  'projectDetail.notFound.back': 'Back to the project list',

  // ---- map card ----
  'projectDetail.map.title': 'Site location',
  'projectDetail.map.saved': 'The site location is saved.',
  'projectDetail.map.saveFailed': 'The site location could not be saved.',
  'projectDetail.map.loadError': 'The site location could not be loaded.',
  'projectDetail.map.noPosition': 'No location has been recorded for this site yet.',

  // ---- summary card ----
  'projectDetail.summary.title': 'Project summary',
  'projectDetail.summary.siteName': 'Site name',
  'projectDetail.summary.city': 'City',
  'projectDetail.summary.country': 'Country',
  'projectDetail.summary.status': 'Project status',
  'projectDetail.summary.plannedOpening': 'Planned opening date',
  'projectDetail.summary.email': 'Email address',
  'projectDetail.summary.uniqueCode': 'Unique project code',
  'projectDetail.summary.brands': 'Brands',

  // ---- project history tab ----
  'projectDetail.history.title': 'Projects at this site',
  'projectDetail.history.select': 'Select',
  'projectDetail.history.selectProject': 'Open the project {{name}}',
  'projectDetail.history.siteName': 'Site Name',
  'projectDetail.history.brands': 'Brands',
  'projectDetail.history.createdOn': 'Created On',
  'projectDetail.statusHistory.title': 'Status history',
  'projectDetail.statusHistory.empty': 'No status change recorded yet.',
  'projectDetail.statusHistory.when': '{{date}} by {{by}}',

  // ---- site information tab ----
  'projectDetail.site.siteSection': 'Site information',
  'projectDetail.site.brandsSection': 'Brand selection',
  'projectDetail.site.contactSection': 'Site representative contact',
  'projectDetail.site.update': 'Update Site Information',
  'projectDetail.site.updated': 'Site Information is successfully updated',
  'projectDetail.site.saveFailed': 'The site information could not be saved.',
  'projectDetail.site.onlyOriginator': 'Only the project originator can change the site information.',
  'projectDetail.site.lockedSubmitted':
    'The project has been submitted for approval: its site information can no longer be changed.',
  'projectDetail.site.lockedSite': 'The site information of this project is locked and cannot be changed.',
  'projectDetail.site.lockedPaused': 'The project is paused: its site information cannot be changed.',
} as const;
