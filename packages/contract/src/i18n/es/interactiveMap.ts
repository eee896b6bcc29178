import type { ModuleTexts } from '../en';

export const interactiveMap: ModuleTexts<'interactiveMap'> = {
  'interactiveMap.intro':
    'Los emplazamientos del portal y las ubicaciones de referencia ARCAD. Acerque el mapa para separar los grupos de marcadores; seleccione un marcador para ver sus proyectos.',
  'interactiveMap.compatibility':
    'Este portal funciona mejor con una versión actual de Chrome, Edge, Firefox o Safari.',
  'interactiveMap.loading': 'Cargando el mapa…',
  'interactiveMap.updating': 'Actualizando el mapa…',
  'interactiveMap.loadError': 'No se pudo cargar el mapa.',
  'interactiveMap.region': 'Mapa de los emplazamientos y de las ubicaciones ARCAD',
  'interactiveMap.layers': 'Capas del mapa',
  'interactiveMap.layer.arcad': 'Datos Arcad',
  'interactiveMap.layer.new': 'Datos nuevos',
  'interactiveMap.layer.matching': 'Datos coincidentes',
  'interactiveMap.legend.title': 'Leyenda',
  'interactiveMap.legend.arcad':
    'Datos Arcad: las ubicaciones de referencia del grupo importadas por los participantes ARCAD',
  'interactiveMap.legend.vc': 'Datos nuevos: emplazamientos del portal en ubicaciones existentes',
  'interactiveMap.legend.candidate':
    'Datos nuevos: nuevas ubicaciones candidatas sin ubicación ARCAD coincidente',
  'interactiveMap.legend.matching':
    'Datos coincidentes: nuevos candidatos a menos de 200 m de una ubicación ARCAD o con su código ARCAD',
  'interactiveMap.counts':
    '{{sites}} emplazamientos · {{arcad}} ubicaciones ARCAD · {{matching}} candidatos coincidentes',
  'interactiveMap.arcadEmpty':
    'Todavía no se ha importado ninguna ubicación ARCAD: la capa Datos Arcad está vacía.',
  'interactiveMap.arcadNoneHere':
    'Ninguna ubicación ARCAD en los países seleccionados: la capa Datos Arcad está vacía.',
  'interactiveMap.noSites': 'Ningún emplazamiento coincide con estos filtros.',
  'interactiveMap.cluster': '{{count, number}} ubicaciones: seleccione para acercar',
  'interactiveMap.stack': '{{count, number}} ubicaciones superpuestas aquí: seleccione para abrir',
  'interactiveMap.stackList.title': '{{count, number}} ubicaciones aquí',
  'interactiveMap.stackList.group': '{{count, number}} ubicaciones · {{layer}}: acercar',
  'interactiveMap.legend.stack':
    'Pila: marcadores de varias capas o lugares en un mismo punto (seleccione para acercar o listarlos)',
  'interactiveMap.source.ARCAD': 'Ubicación ARCAD',
  'interactiveMap.source.candidate': 'Nuevo candidato',
  'interactiveMap.source.VC': 'Emplazamiento del portal',
  'interactiveMap.popup.originator': 'Promotor: {{name}}',
  'interactiveMap.popup.noOriginator': 'Sin promotor',
  'interactiveMap.popup.arcadCode': 'Código ARCAD: {{code}}',
  'interactiveMap.popup.matched': 'Coincide con la ubicación ARCAD {{code}}',
  'interactiveMap.popup.notMatched': 'Ninguna ubicación ARCAD a menos de 200 m ni con el mismo código',
  'interactiveMap.popup.projects': 'Proyectos',
  'interactiveMap.popup.openProject': 'Abrir el proyecto {{code}}',
};
