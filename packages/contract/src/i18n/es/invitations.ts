import type { ModuleTexts } from '../en';

export const invitations: ModuleTexts<'invitations'> = {
  'invitation.validation.party':
    'Elija a quién invitar: un proveedor, un auditor o el destinatario de la descarga.',
  'invitation.notApproved':
    'Los participantes externos pueden invitarse una vez aprobado el proyecto (Proyecto aprobado o un estado de implantación posterior).',
  'invitation.brandRequired': 'Elija la marca para la que se invita a este proveedor.',
  'invitation.brandNotInProject': 'Esta marca no es una de las marcas del proyecto.',
  'invitation.brandNotAllowed': 'Solo se invita a un proveedor para una marca: deje la marca vacía.',
  'invitation.supplierExists':
    'Ya hay un proveedor invitado para esta marca. Revoque esa invitación antes de invitar a otro proveedor.',
  'invitation.alreadyRevoked': 'Esta invitación ya está revocada.',
  'invitation.resendRevoked':
    'Esta invitación está revocada: no se puede volver a enviar. Invite de nuevo al participante.',
  'invitation.resendSubmitted':
    'Este participante ya ha enviado su formulario: la invitación no se puede volver a enviar.',
  'invitation.revoked': 'La invitación está revocada: su enlace ya no funciona.',

  'mail.inviteSupplier.subject': 'Implantación de la CI para {{siteName}} ({{projectCode}}), {{brandName}}',
  'mail.inviteSupplier.body':
    '{{inviterName}} le invita, como proveedor de {{brandName}}, a la implantación de la CI del centro {{siteName}} (proyecto {{projectCode}}).\n\nAbra este enlace para subir su oferta, su pedido y su factura, indicar las fechas de entrega e instalación y confirmar la instalación (válido durante {{days}} días):\n{{link}}',
  'mail.inviteAuditor.subject': 'Auditoría de conformidad para {{siteName}} ({{projectCode}})',
  'mail.inviteAuditor.body':
    '{{inviterName}} le invita a realizar la auditoría de conformidad del centro {{siteName}} (proyecto {{projectCode}}).\n\nAbra este enlace para subir su informe de auditoría e indicar la fecha de la auditoría (válido durante {{days}} días):\n{{link}}',
  'mail.inviteDownload.subject': 'Diseños validados de {{siteName}} ({{projectCode}})',
  'mail.inviteDownload.body':
    '{{inviterName}} comparte con usted los documentos de diseño validados del centro {{siteName}} (proyecto {{projectCode}}).\n\nAbra este enlace para descargarlos (válido durante {{days}} días):\n{{link}}',
  'mail.inviteArcad.subject': 'Carga de las ubicaciones de referencia del grupo (ARCAD)',
  'mail.inviteArcad.body':
    '{{inviterName}} le invita a subir las ubicaciones de referencia del grupo (ARCAD): un archivo .xlsx o .csv con las columnas código ARCAD, nombre del sitio, calle, código postal, ciudad, código de país, latitud y longitud.\n\nAbra este enlace para subirlo (válido {{days}} días):\n{{link}}',
};
