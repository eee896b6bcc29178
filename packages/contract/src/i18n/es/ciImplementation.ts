import type { ModuleTexts } from '../en';

export const ciImplementation: ModuleTexts<'ciImplementation'> = {
  'ciImplementation.validation.choice': 'Elija conformidad CI completa o parcial.',
  'ciImplementation.notInStage':
    'La implementación CI está abierta cuando el proyecto está aprobado, hasta la notificación de conformidad del sitio.',
  'ciImplementation.alreadySubmitted': 'La implementación CI de este proyecto ya está enviada.',
  'ciImplementation.photoRequired': 'Suba una foto de la instalación antes de enviar la implementación CI.',
  'ciImplementation.evidenceRequired':
    'Solo es posible una conformidad CI parcial: suba la evidencia antes de enviar la implementación CI.',
  'ciImplementation.uploadClosed':
    'Ya no se pueden añadir archivos: la implementación CI está enviada o el proyecto no está en la fase CI.',
  'ciImplementation.offerAndOrderRequired':
    'Suba la oferta y el pedido de su marca antes de confirmar la instalación.',
  'ciImplementation.brandsNotCovered':
    'Aún no están cubiertas todas las marcas CI del proyecto: el proveedor de cada marca confirma la instalación, o el promotor del proyecto envía la implementación CI.',
  'ciImplementation.notYourDocument': 'Este documento no se puede subir con este enlace.',
  'ciImplementation.notCiBrand': 'Esta marca no tiene bloque de implementación CI.',
  'ciImplementation.slotFull': 'Aquí se pueden guardar como máximo {{max}} archivos.',
  'external.requiredFields': 'Por favor, rellene todos los campos obligatorios',
  'external.completedInFuture':
    'La fecha de finalización de la instalación no puede ser futura: indique el día en que se terminó la instalación.',
  'external.readOnly': 'Este formulario ya está enviado: el enlace no acepta nada más.',
  'external.submitted': 'Solicitud enviada correctamente',
  'complianceAudit.reportRequired': 'Suba el informe de conformidad antes de enviar la auditoría.',
  'complianceAudit.notInStage':
    'La auditoría de conformidad puede enviarse cuando el proyecto está aprobado, hasta la notificación de conformidad del sitio.',

  'notification.offerReceived':
    'El proveedor de {{brandName}} subió una oferta para el proyecto {{projectCode}} ({{siteName}}).',
  'notification.orderReceived':
    'El proveedor de {{brandName}} subió un pedido para el proyecto {{projectCode}} ({{siteName}}).',
  'notification.invoiceReceived':
    'El proveedor de {{brandName}} subió una factura para el proyecto {{projectCode}} ({{siteName}}).',
  'notification.supplierConfirmed':
    'El proveedor de {{brandName}} confirmó la instalación CI del proyecto {{projectCode}} ({{siteName}}).',
  'notification.ciSubmitted':
    'La implementación CI del proyecto {{projectCode}} ({{siteName}}) está enviada.',
  'notification.auditSubmitted':
    'La auditoría de conformidad del proyecto {{projectCode}} ({{siteName}}) está enviada (auditoría del {{auditDate}}).',

  'mail.ciStatusChanged.subject': 'Proyecto {{projectCode}} ({{siteName}}): {{status}}',
  'mail.ciStatusChanged.body':
    'Estimado/a {{firstName}}:\n\n{{event}}\n\nEl proyecto {{projectCode}} del sitio {{siteName}} está ahora en el estado «{{status}}».\n\nAbrir el proyecto: {{link}}',
  'ciEvent.offerReceived': 'El proveedor de {{brandName}} ha subido una oferta.',
  'ciEvent.orderReceived': 'El proveedor de {{brandName}} ha subido un pedido.',
  'ciEvent.suppliersConfirmed': 'Todos los proveedores invitados han confirmado la instalación CI.',
  'ciEvent.ciSubmitted': 'La implementación CI ha sido enviada.',
  'ciEvent.auditSubmitted': 'La auditoría de conformidad ha sido enviada (auditoría del {{auditDate}}).',
};
