import type { ModuleTexts } from '../en';

export const projectDetail: ModuleTexts<'projectDetail'> = {
  'map.label': 'Karte des Standorts',
  'map.marker': 'Lage des Standorts',
  'map.markerHelp':
    'Ziehen Sie die Markierung an die genaue Lage des Standorts oder klicken Sie auf die Karte, um sie dorthin zu versetzen.',
  'map.placeHelp':
    'Klicken Sie auf die Karte, um die Standortmarkierung zu setzen, oder suchen Sie nach der Adresse.',
  'map.search': 'Adresse oder Ort suchen',
  'map.searchButton': 'Suchen',
  'map.searching': 'Suche läuft…',
  'map.notFound': 'Für diese Suche wurde kein Ort gefunden.',
  'map.searchFailed': 'Die Suche ist derzeit nicht verfügbar. Bitte verschieben Sie die Markierung von Hand.',

  'projectDetail.title': 'Projekt {{code}}',
  'projectDetail.back': 'Zurück zum Projekt',
  'projectDetail.paused': 'Pausiert',
  'projectDetail.loadError': 'Die Projektdaten konnten nicht geladen werden.',
  'projectDetail.retry': 'Erneut versuchen',
  'projectDetail.tabsLabel': 'Projektbereiche',
  'projectDetail.tab.history': 'Projektverlauf',
  'projectDetail.tab.site': 'Standortinformationen',
  'projectDetail.tab.design': 'Designvalidierung',
  'projectDetail.tab.ci': 'CI-Umsetzung',
  'projectDetail.tab.audit': 'Konformitätsaudit',
  'projectDetail.notFound.title': 'Projekt nicht gefunden',
  'projectDetail.notFound.text': 'Dieses Projekt existiert nicht oder ist für Ihr Konto nicht sichtbar.',
  'projectDetail.notFound.back': 'Zurück zur Projektliste',

  'projectDetail.map.title': 'Lage des Standorts',
  'projectDetail.map.saved': 'Die Lage des Standorts ist gespeichert.',
  'projectDetail.map.saveFailed': 'Die Lage des Standorts konnte nicht gespeichert werden.',
  'projectDetail.map.loadError': 'Die Lage des Standorts konnte nicht geladen werden.',
  'projectDetail.map.noPosition': 'Für diesen Standort ist noch keine Lage erfasst.',

  'projectDetail.summary.title': 'Projektübersicht',
  'projectDetail.summary.siteName': 'Standortname',
  'projectDetail.summary.city': 'Stadt',
  'projectDetail.summary.country': 'Land',
  'projectDetail.summary.status': 'Projektstatus',
  'projectDetail.summary.plannedOpening': 'Geplantes Eröffnungsdatum',
  'projectDetail.summary.email': 'E-Mail-Adresse',
  'projectDetail.summary.uniqueCode': 'Eindeutiger Projektcode',
  'projectDetail.summary.brands': 'Marken',

  'projectDetail.history.title': 'Projekte an diesem Standort',
  'projectDetail.history.select': 'Wählen',
  'projectDetail.history.selectProject': 'Projekt {{name}} öffnen',
  'projectDetail.history.siteName': 'Standortname',
  'projectDetail.history.brands': 'Marken',
  'projectDetail.history.createdOn': 'Erstellt am',
  'projectDetail.statusHistory.title': 'Statusverlauf',
  'projectDetail.statusHistory.empty': 'Noch keine Statusänderung erfasst.',
  'projectDetail.statusHistory.when': '{{date}} durch {{by}}',

  'projectDetail.site.siteSection': 'Standortinformationen',
  'projectDetail.site.brandsSection': 'Markenauswahl',
  'projectDetail.site.contactSection': 'Kontakt des Standortvertreters',
  'projectDetail.site.update': 'Standortinformationen aktualisieren',
  'projectDetail.site.updated': 'Die Standortinformationen wurden erfolgreich aktualisiert',
  'projectDetail.site.saveFailed': 'Die Standortinformationen konnten nicht gespeichert werden.',
  'projectDetail.site.onlyOriginator': 'Nur der Projektinitiator kann die Standortinformationen ändern.',
  'projectDetail.site.lockedSubmitted':
    'Das Projekt wurde zur Genehmigung eingereicht: Seine Standortinformationen können nicht mehr geändert werden.',
  'projectDetail.site.lockedSite':
    'Die Standortinformationen dieses Projekts sind gesperrt und können nicht geändert werden.',
  'projectDetail.site.lockedPaused':
    'Das Projekt ist pausiert: Seine Standortinformationen können nicht geändert werden.',
};
