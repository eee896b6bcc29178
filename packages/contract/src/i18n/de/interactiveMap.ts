import type { ModuleTexts } from '../en';

export const interactiveMap: ModuleTexts<'interactiveMap'> = {
  'interactiveMap.intro':
    'Die Standorte des Portals und die ARCAD-Referenzstandorte. Vergrößern Sie die Karte, um Markergruppen aufzuteilen; wählen Sie einen Marker, um seine Projekte zu sehen.',
  'interactiveMap.compatibility':
    'Dieses Portal funktioniert am besten mit einer aktuellen Version von Chrome, Edge, Firefox oder Safari.',
  'interactiveMap.loading': 'Karte wird geladen…',
  'interactiveMap.updating': 'Karte wird aktualisiert…',
  'interactiveMap.loadError': 'Die Karte konnte nicht geladen werden.',
  'interactiveMap.region': 'Karte der Standorte und ARCAD-Standorte',
  'interactiveMap.layers': 'Kartenebenen',
  'interactiveMap.layer.arcad': 'Arcad-Daten',
  'interactiveMap.layer.new': 'Neue Daten',
  'interactiveMap.layer.matching': 'Übereinstimmende Daten',
  'interactiveMap.legend.title': 'Legende',
  'interactiveMap.legend.arcad':
    'Arcad-Daten: die von ARCAD-Beteiligten importierten Referenzstandorte der Gruppe',
  'interactiveMap.legend.vc': 'Neue Daten: Standorte des Portals an bestehenden Orten',
  'interactiveMap.legend.candidate': 'Neue Daten: neue Standortkandidaten ohne passenden ARCAD-Standort',
  'interactiveMap.legend.matching':
    'Übereinstimmende Daten: neue Kandidaten innerhalb von 200 m eines ARCAD-Standorts oder mit dessen ARCAD-Code',
  'interactiveMap.counts':
    '{{sites}} Standorte · {{arcad}} ARCAD-Standorte · {{matching}} übereinstimmende Kandidaten',
  'interactiveMap.arcadEmpty':
    'Es wurde noch kein ARCAD-Standort importiert: Die Ebene Arcad-Daten ist leer.',
  'interactiveMap.arcadNoneHere':
    'Kein ARCAD-Standort in den gewählten Ländern: Die Ebene Arcad-Daten ist leer.',
  'interactiveMap.noSites': 'Kein Standort entspricht diesen Filtern.',
  'interactiveMap.cluster': '{{count, number}} Standorte: zum Vergrößern auswählen',
  'interactiveMap.stack': '{{count, number}} Standorte übereinander: zum Öffnen auswählen',
  'interactiveMap.stackList.title': '{{count, number}} Standorte hier',
  'interactiveMap.stackList.group': '{{count, number}} Standorte · {{layer}}: vergrößern',
  'interactiveMap.legend.stack':
    'Stapel: Markierungen mehrerer Ebenen oder Orte an einer Stelle (zum Vergrößern oder Auflisten auswählen)',
  'interactiveMap.source.ARCAD': 'ARCAD-Standort',
  'interactiveMap.source.candidate': 'Neuer Kandidat',
  'interactiveMap.source.VC': 'Portalstandort',
  'interactiveMap.popup.originator': 'Projektinitiator: {{name}}',
  'interactiveMap.popup.noOriginator': 'Kein Projektinitiator',
  'interactiveMap.popup.arcadCode': 'ARCAD-Code: {{code}}',
  'interactiveMap.popup.matched': 'Entspricht ARCAD-Standort {{code}}',
  'interactiveMap.popup.notMatched': 'Kein ARCAD-Standort innerhalb von 200 m oder mit demselben Code',
  'interactiveMap.popup.projects': 'Projekte',
  'interactiveMap.popup.openProject': 'Projekt {{code}} öffnen',
};
