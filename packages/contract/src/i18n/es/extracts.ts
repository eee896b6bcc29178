import type { ModuleTexts } from '../en';

export const extracts: ModuleTexts<'extracts'> = {
  'extracts.requested':
    'Su extracción se está preparando. Recibirá un aviso cuando esté lista, en el portal y por correo electrónico.',
  'extracts.requestFailed': 'No se ha podido solicitar la extracción. Inténtelo de nuevo.',
  'extracts.title': 'Sus extracciones',
  'extracts.hint': 'Los archivos preparados pueden descargarse durante {{days}} días, solo por usted.',
  'extracts.none': 'No ha solicitado ninguna extracción recientemente.',
  'extracts.kind.projects': 'Extracción por proyecto',
  'extracts.kind.brands': 'Extracción por marca',
  'extracts.kindInText.projects': 'extracción por proyecto',
  'extracts.kindInText.brands': 'extracción por marca',
  'extracts.requestedOn': 'Solicitada el {{date}}',
  'extracts.status.queued': 'En espera de preparación',
  'extracts.status.running': 'En preparación',
  'extracts.status.ready': 'Lista: {{rows}} filas, hasta el {{date}}',
  'extracts.status.failed': 'No se ha podido preparar',
  'extracts.status.expired': 'Caducada',
  'extracts.download': 'Descargar',
  'extracts.downloadFailed': 'La descarga ha fallado. Inténtelo de nuevo.',
  'extracts.open': 'Abrir la extracción',
  'extracts.page.title': 'Extracción',
  'extracts.page.back': 'Volver al panel',
  'extracts.notReady': 'Esta extracción aún se está preparando. Recibirá un aviso cuando esté lista.',
  'extracts.expired':
    'Esta extracción ha caducado: los archivos preparados se conservan {{days}} días. Solicite una nueva desde el panel.',
  'extracts.failed': 'No se ha podido preparar esta extracción. Solicite una nueva desde el panel.',
  'extracts.tooMany':
    'Ya tiene {{max}} extracciones en espera de preparación. Espere a que una de ellas esté lista.',
  'notification.extractReady': 'Su {{kind}} está lista ({{rows}} filas). Descárguela antes del {{date}}.',
  'mail.extractReady.subject': 'Su {{kind}} está lista',
  'mail.extractReady.body':
    'La {{kind}} que solicitó el {{requestedOn}} está lista: {{rows}} filas.\n\nDescárguela hasta el {{expiresOn}} (se le pedirá que inicie sesión; solo usted puede descargarla):\n{{link}}\n\nDespués de esa fecha el archivo se elimina; puede solicitar una nueva desde el panel.',
};
