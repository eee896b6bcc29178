import type { ModuleTexts } from '../en';

export const projectDetail: ModuleTexts<'projectDetail'> = {
  'map.label': 'Mapa del emplazamiento',
  'map.marker': 'Ubicación del emplazamiento',
  'map.markerHelp':
    'Arrastre el marcador hasta la ubicación exacta del emplazamiento, o haga clic en el mapa para moverlo allí.',
  'map.placeHelp': 'Haga clic en el mapa para colocar el marcador del emplazamiento, o busque la dirección.',
  'map.search': 'Buscar una dirección o un lugar',
  'map.searchButton': 'Buscar',
  'map.searching': 'Buscando…',
  'map.notFound': 'No se ha encontrado ningún lugar para esta búsqueda.',
  'map.searchFailed': 'La búsqueda no está disponible en este momento. Mueva el marcador a mano.',

  'projectDetail.title': 'Proyecto {{code}}',
  'projectDetail.back': 'Volver al proyecto',
  'projectDetail.paused': 'En pausa',
  'projectDetail.loadError': 'No se han podido cargar los datos del proyecto.',
  'projectDetail.retry': 'Reintentar',
  'projectDetail.tabsLabel': 'Secciones del proyecto',
  'projectDetail.tab.history': 'Historial del proyecto',
  'projectDetail.tab.site': 'Información del emplazamiento',
  'projectDetail.tab.design': 'Validación del diseño',
  'projectDetail.tab.ci': 'Implementación de la IC',
  'projectDetail.tab.audit': 'Auditoría de conformidad',
  'projectDetail.notFound.title': 'Proyecto no encontrado',
  'projectDetail.notFound.text': 'Este proyecto no existe o no es visible para su cuenta.',
  'projectDetail.notFound.back': 'Volver a la lista de proyectos',

  'projectDetail.map.title': 'Ubicación del emplazamiento',
  'projectDetail.map.saved': 'La ubicación del emplazamiento se ha guardado.',
  'projectDetail.map.saveFailed': 'No se ha podido guardar la ubicación del emplazamiento.',
  'projectDetail.map.loadError': 'No se ha podido cargar la ubicación del emplazamiento.',
  'projectDetail.map.noPosition': 'Todavía no se ha registrado ninguna ubicación para este emplazamiento.',

  'projectDetail.summary.title': 'Resumen del proyecto',
  'projectDetail.summary.siteName': 'Nombre del emplazamiento',
  'projectDetail.summary.city': 'Ciudad',
  'projectDetail.summary.country': 'País',
  'projectDetail.summary.status': 'Estado del proyecto',
  'projectDetail.summary.plannedOpening': 'Fecha de apertura prevista',
  'projectDetail.summary.email': 'Correo electrónico',
  'projectDetail.summary.uniqueCode': 'Código único del proyecto',
  'projectDetail.summary.brands': 'Marcas',

  'projectDetail.history.title': 'Proyectos en este emplazamiento',
  'projectDetail.history.select': 'Elegir',
  'projectDetail.history.selectProject': 'Abrir el proyecto {{name}}',
  'projectDetail.history.siteName': 'Nombre del emplazamiento',
  'projectDetail.history.brands': 'Marcas',
  'projectDetail.history.createdOn': 'Creado el',
  'projectDetail.statusHistory.title': 'Historial de estados',
  'projectDetail.statusHistory.empty': 'Todavía no se ha registrado ningún cambio de estado.',
  'projectDetail.statusHistory.when': '{{date}} por {{by}}',

  'projectDetail.site.siteSection': 'Información del emplazamiento',
  'projectDetail.site.brandsSection': 'Selección de marcas',
  'projectDetail.site.contactSection': 'Contacto del representante del emplazamiento',
  'projectDetail.site.update': 'Actualizar la información del emplazamiento',
  'projectDetail.site.updated': 'La información del emplazamiento se ha actualizado correctamente',
  'projectDetail.site.saveFailed': 'No se ha podido guardar la información del emplazamiento.',
  'projectDetail.site.onlyOriginator':
    'Solo el iniciador del proyecto puede modificar la información del emplazamiento.',
  'projectDetail.site.lockedSubmitted':
    'El proyecto se ha enviado para su aprobación: su información del emplazamiento ya no se puede modificar.',
  'projectDetail.site.lockedSite':
    'La información del emplazamiento de este proyecto está bloqueada y no se puede modificar.',
  'projectDetail.site.lockedPaused':
    'El proyecto está en pausa: su información del emplazamiento no se puede modificar.',
};
