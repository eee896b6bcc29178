/** The interactive map (spec 002 §1, §2, §3 "Map feature", §9; docs/external-parties.md; issue 12). */
export const interactiveMap = {
  'interactiveMap.intro':
    'The sites of the portal and the ARCAD reference locations. Zoom in to split the groups of markers; select a marker to see its projects.',
  'interactiveMap.compatibility':
    'This portal works best in a current version of Chrome, Edge, Firefox or Safari.',
  'interactiveMap.loading': 'Loading the map…',
  'interactiveMap.updating': 'Updating the map…',
  'interactiveMap.loadError': 'The map could not be loaded.',
  'interactiveMap.region': 'Map of the sites and ARCAD locations',
  'interactiveMap.layers': 'Map layers',
  'interactiveMap.layer.arcad': 'Arcad data',
  'interactiveMap.layer.new': 'New data',
  'interactiveMap.layer.matching': 'Matching data',
  'interactiveMap.legend.title': 'Legend',
  'interactiveMap.legend.arcad': 'Arcad data: the group’s reference locations imported by ARCAD parties',
  'interactiveMap.legend.vc': 'New data: sites of the portal at existing locations',
  'interactiveMap.legend.candidate': 'New data: new candidate locations without a matching ARCAD location',
  'interactiveMap.legend.matching':
    'Matching data: new candidates within 200 m of an ARCAD location or with its ARCAD code',
  'interactiveMap.counts': '{{sites}} sites · {{arcad}} ARCAD locations · {{matching}} matching candidates',
  'interactiveMap.arcadEmpty': 'No ARCAD location has been imported yet: the Arcad data layer is empty.',
  'interactiveMap.arcadNoneHere':
    'No ARCAD location in the selected countries: the Arcad data layer is empty.',
  'interactiveMap.noSites': 'No site matches these filters.',
  'interactiveMap.cluster': '{{count, number}} locations: select to zoom in',
  'interactiveMap.stack': '{{count, number}} locations piled up here: select to open',
  'interactiveMap.stackList.title': '{{count, number}} locations here',
  'interactiveMap.stackList.group': '{{count, number}} locations · {{layer}}: zoom in',
  'interactiveMap.legend.stack':
    'Stack: markers of several layers or places on one spot (select to zoom in or list them)',
  'interactiveMap.source.ARCAD': 'ARCAD location',
  'interactiveMap.source.candidate': 'New candidate',
  'interactiveMap.source.VC': 'Portal site',
  'interactiveMap.popup.originator': 'Originator: {{name}}',
  'interactiveMap.popup.noOriginator': 'No originator',
  'interactiveMap.popup.arcadCode': 'ARCAD code: {{code}}',
  'interactiveMap.popup.matched': 'Matches ARCAD location {{code}}',
  'interactiveMap.popup.notMatched': 'No ARCAD location within 200 m or with the same code',
  'interactiveMap.popup.projects': 'Projects',
  'interactiveMap.popup.openProject': 'Open project {{code}}',
} as const;
